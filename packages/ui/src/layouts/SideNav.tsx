import type { NavLink } from './types.ts';
import './SideNav.css';

/** A vertical menu of pages (the personal centre, the creator back-office). */
export function SideNav({ links, label, title }: { links: NavLink[]; label: string; title?: string }) {
  return (
    <nav className="spw-side-nav" aria-label={label} data-slot="side-nav">
      {title ? <p className="spw-side-nav__title">{title}</p> : null}
      <ul>
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
