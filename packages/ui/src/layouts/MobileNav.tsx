import type { Locale } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogTitle } from '../primitives/Dialog.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import type { NavLink } from './types.ts';
import './MobileNav.css';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nav: NavLink[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Signed out: a login link; signed in: the account links and logout. */
  account: { kind: 'signedOut'; loginHref: string } | { kind: 'signedIn'; links: NavLink[]; onLogout: () => void };
}

/** The mini navbar's drawer: the menu, the account links and the language switch. */
export function MobileNav({ open, onOpenChange, nav, locale, onLocaleChange, account }: MobileNavProps) {
  const intl = useIntl();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" className="spw-mobile-nav">
        <DialogTitle>{intl.formatMessage({ id: 'nav.menu' })}</DialogTitle>
        <nav aria-label={intl.formatMessage({ id: 'nav.menu' })}>
          <ul className="spw-mobile-nav__list">
            {nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current ? 'page' : undefined} onClick={close}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="spw-mobile-nav__account">
          {account.kind === 'signedOut' ? (
            <a className="spw-mobile-nav__login" href={account.loginHref} onClick={close}>
              {intl.formatMessage({ id: 'nav.login' })}
            </a>
          ) : (
            <ul className="spw-mobile-nav__list">
              {account.links.map((item) => (
                <li key={item.href}>
                  <a href={item.href} onClick={close}>
                    {item.label}
                  </a>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    account.onLogout();
                  }}
                >
                  {intl.formatMessage({ id: 'nav.user.logout' })}
                </button>
              </li>
            </ul>
          )}
        </div>
        {/* Choosing a language is done with the menu: the drawer closes and the page reads in it. */}
        <LanguageSwitch
          locale={locale}
          onLocaleChange={(next) => {
            close();
            onLocaleChange(next);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
