import type { Locale } from '@spw/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import type { NavLink } from './types.ts';
import './SiteHeader.css';

export interface SiteHeaderProps {
  /** The logo leads to the about page. */
  aboutHref: string;
  nav: NavLink[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** null when signed out: a login button shows instead of the user menu. */
  user: { nickname: string } | null;
  loginHref: string;
  /** The user dropdown (UserMenu), drawn by the site only when someone is signed in. */
  userMenu?: ReactNode;
  /** Phones: the mini navbar's menu button opens the drawer. */
  onOpenMenu: () => void;
  menuOpen?: boolean;
}

function Logo() {
  return (
    <svg className="spw-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 29 10v12l-13 8L3 22V10z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 8 23 12v8l-7 4-7-4v-8z" fill="currentColor" opacity=".85" />
    </svg>
  );
}

/** The top navbar; below 860 px it folds into the mini navbar with a drawer menu. */
export function SiteHeader({ aboutHref, nav, locale, onLocaleChange, user, loginHref, userMenu, onOpenMenu, menuOpen }: SiteHeaderProps) {
  const intl = useIntl();
  return (
    <header className="spw-header" data-slot="site-header">
      <div className="spw-header__inner">
        <a className="spw-header__logo" href={aboutHref}>
          <Logo />
          <span className="spw-header__name">{intl.formatMessage({ id: 'app.name' })}</span>
        </a>
        <nav className="spw-header__nav" aria-label={intl.formatMessage({ id: 'nav.menu' })}>
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="spw-header__end">
          <div className="spw-header__lang">
            <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
          </div>
          {user ? (
            userMenu
          ) : (
            <a className="spw-header__login" href={loginHref}>
              {intl.formatMessage({ id: 'nav.login' })}
            </a>
          )}
          <button type="button" className="spw-header__burger" aria-expanded={menuOpen ?? false} onClick={onOpenMenu}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="spw-visually-hidden">{intl.formatMessage({ id: 'nav.menu' })}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
