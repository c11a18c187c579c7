import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './RootLayout.css';

export interface RootLayoutProps {
  /** The SiteHeader. */
  header: ReactNode;
  children: ReactNode;
  /** The year in the footer's copyright line (passed in, so stories stay fixed). */
  year: number;
}

/** Root layout: the navbar, the page, the footer; a skip link for keyboard users first. */
export function RootLayout({ header, children, year }: RootLayoutProps) {
  const intl = useIntl();
  return (
    <div className="spw-root" data-slot="root-layout">
      <a
        className="spw-root__skip"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {intl.formatMessage({ id: 'nav.skip' })}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="spw-root__main">
        {children}
      </main>
      <footer className="spw-root__footer">
        <p className="spw-root__tagline">{intl.formatMessage({ id: 'footer.tagline' })}</p>
        <p>{intl.formatMessage({ id: 'footer.rights' }, { year })}</p>
      </footer>
    </div>
  );
}
