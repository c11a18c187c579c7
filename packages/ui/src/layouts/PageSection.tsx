import type { ReactNode } from 'react';
import './PageSection.css';

/** The page body under a layout's header: centred, with room on phones. */
export function PageSection({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={aside ? 'spw-page spw-page--aside' : 'spw-page'} data-slot="page-section">
      {aside ? <aside className="spw-page__aside">{aside}</aside> : null}
      <div className="spw-page__body">{children}</div>
    </div>
  );
}
