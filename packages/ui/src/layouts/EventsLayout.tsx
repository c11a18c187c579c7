import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageSection } from './PageSection.tsx';
import type { NavLink } from './types.ts';
import './EventsLayout.css';

export interface EventsLayoutProps {
  /** The edition's name, e.g. 2024 上海铂金周. */
  title: string;
  /** The edition's pages (home, agenda, sponsors, tickets, registration …). */
  links: NavLink[];
  /** The guest hover menu, placed after the first link. */
  guestMenu: ReactNode;
  children: ReactNode;
}

/** The event shell: the edition's title band and its menu with the guest hover menu. */
export function EventsLayout({ title, links, guestMenu, children }: EventsLayoutProps) {
  const intl = useIntl();
  const [first, ...rest] = links;
  return (
    <>
      <div className="spw-events">
        <div className="spw-events__inner">
          <p className="spw-events__title">{title}</p>
          <nav className="spw-events__nav" aria-label={intl.formatMessage({ id: 'events.nav.label' })}>
            {first ? (
              <a href={first.href} aria-current={first.current ? 'page' : undefined}>
                {first.label}
              </a>
            ) : null}
            {guestMenu}
            {rest.map((link) => (
              <a key={link.href} href={link.href} aria-current={link.current ? 'page' : undefined}>
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </div>
      <PageSection>{children}</PageSection>
    </>
  );
}
