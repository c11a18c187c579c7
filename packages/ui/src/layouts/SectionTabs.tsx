import type { NavLink } from './types.ts';
import './SectionTabs.css';

export interface SectionTab extends Partial<NavLink> {
  id: string;
  label: string;
  /** A tab without a page yet: a button that calls `onSelect` (the site says it is not open). */
  onSelect?: () => void;
}

/** A row of section links (not ARIA tabs: each one is a page), scrollable on phones. */
export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  return (
    <nav className="spw-section-tabs" aria-label={label} data-slot="section-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.href ? (
              <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
                {tab.label}
              </a>
            ) : (
              <button type="button" onClick={tab.onSelect}>
                {tab.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
