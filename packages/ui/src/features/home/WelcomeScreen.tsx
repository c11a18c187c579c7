import { useId, type ReactNode } from 'react';
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
  /** Quick links, already translated by the site; the section is left out when there are none. */
  links: WelcomeLink[];
  /** The quote ticker, drawn by the site. */
  ticker?: ReactNode;
}

/** /home/welcome: a greeting, the ticker and where to go next. */
export function WelcomeScreen({ nickname, links, ticker }: WelcomeScreenProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="spw-home">
      <section className="spw-hero spw-hero--compact" aria-labelledby={`${id}-title`}>
        <div className="spw-hero__inner">
          <h1 id={`${id}-title`} className="spw-hero__title spw-hero__title--compact">
            {nickname ? intl.formatMessage({ id: 'welcome.hello' }, { name: nickname }) : intl.formatMessage({ id: 'welcome.title' })}
          </h1>
          <p className="spw-hero__lead">{intl.formatMessage({ id: 'welcome.lead' })}</p>
        </div>
      </section>
      <div className="spw-home__body">
        {ticker}
        {links.length > 0 ? (
          <section aria-labelledby={`${id}-links`}>
            <h2 id={`${id}-links`} className="spw-home__h2">
              {intl.formatMessage({ id: 'welcome.links' })}
            </h2>
            <ul className="spw-week">
              {links.map((link) => (
                <li key={link.href} className="spw-week__item spw-week__item--link">
                  <h3>
                    <a href={link.href}>
                      {link.title}
                      <span className="spw-week__arrow" aria-hidden="true">
                        →
                      </span>
                    </a>
                  </h3>
                  <p>{link.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
