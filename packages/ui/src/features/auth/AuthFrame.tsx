import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './AuthFrame.css';

/** The sign-in pages' frame: a quiet panel about the week beside the form; the form alone on phones. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="spw-auth">
      <div className="spw-auth__panel" aria-hidden="true">
        <p className="spw-auth__eyebrow">{intl.formatMessage({ id: 'app.name' })}</p>
        <p className="spw-auth__headline">{intl.formatMessage({ id: 'auth.panel.headline' })}</p>
        <p className="spw-auth__text">{intl.formatMessage({ id: 'auth.panel.text' })}</p>
      </div>
      <div className="spw-auth__form">{children}</div>
    </div>
  );
}
