import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './home.css';

export interface WelcomeLink {
  href: string;
  title: string;
  description: string;
}

export interface WelcomeScreenProps {
  /** The signed-in member's nickname; absent for visitors. */
  nickname?: string;
  links: WelcomeLink[];
  ticker?: ReactNode;
}

export function WelcomeScreen({ nickname, links, ticker }: WelcomeScreenProps) {
  const intl = useIntl();
  return (
    <div className="spw-home">
      <section className="spw-hero spw-hero--compact" aria-labelledby="welcome-title">
        <div className="spw-hero__inner">
          <h1 id="welcome-title" className="spw-hero__title">
            {nickname ? intl.formatMessage({ id: 'welcome.hello' }, { name: nickname }) : intl.formatMessage({ id: 'welcome.title' })}
          </h1>
          <p className="spw-hero__lead">{intl.formatMessage({ id: 'welcome.lead' })}</p>
        </div>
      </section>
      <div className="spw-home__body">
        {ticker}
        <section aria-labelledby="welcome-links">
          <h2 id="welcome-links" className="spw-home__h2">
            {intl.formatMessage({ id: 'welcome.links' })}
          </h2>
          <ul className="spw-week">
            {links.map((link) => (
              <li key={link.href} className="spw-week__item">
                <h3>
                  <a href={link.href}>{link.title}</a>
                </h3>
                <p>{link.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
