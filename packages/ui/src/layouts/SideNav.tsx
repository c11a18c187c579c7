import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { NavLink } from './types.ts';
import './SideNav.css';

/** The sidebar's open or closed state and its switch (the site keeps it in the `sidebarStatus` cookie). */
export interface SidebarState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A vertical menu of pages (the personal centre, the creator back-office). With `sidebar` it can
 * be folded away to a narrow rail on wide screens; phones show it as a scrolling row, never folded.
 */
export function SideNav({ links, label, title, sidebar }: { links: NavLink[]; label: string; title?: string; sidebar?: SidebarState }) {
  const intl = useIntl();
  const listId = useId();
  const open = sidebar?.open ?? true;
  return (
    <nav className="spw-side-nav" aria-label={label} data-slot="side-nav" data-state={open ? 'open' : 'closed'}>
      {sidebar ? (
        <div className="spw-side-nav__head">
          {title && open ? <p className="spw-side-nav__title">{title}</p> : null}
          <button
            type="button"
            className="spw-side-nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => sidebar.onOpenChange(!open)}
          >
            <span aria-hidden="true">{open ? '«' : '»'}</span>
            <span className="spw-visually-hidden">{intl.formatMessage({ id: open ? 'nav.sidebar.collapse' : 'nav.sidebar.expand' })}</span>
          </button>
        </div>
      ) : title ? (
        <p className="spw-side-nav__title">{title}</p>
      ) : null}
      <ul id={listId}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
