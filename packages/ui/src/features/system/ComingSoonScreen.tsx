import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import './system.css';

export interface ComingSoonScreenProps {
  /** The route's title, so the visitor knows where they are; without it the notice is the heading. */
  title?: string;
  homeHref: string;
}

/** A route whose feature is still being built: '暂未开放，敬请期待'. */
export function ComingSoonScreen({ title, homeHref }: ComingSoonScreenProps) {
  const intl = useIntl();
  const notice = intl.formatMessage({ id: 'common.comingSoon' });
  return (
    <section className="spw-system" aria-labelledby="coming-soon-title">
      <svg className="spw-system__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 4 42 14v20L24 44 6 34V14z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M24 12 34 18v12l-10 6-10-6V18z" fill="currentColor" opacity=".25" />
      </svg>
      <h1 id="coming-soon-title" className="spw-system__title">
        {title || notice}
      </h1>
      {title ? <p className="spw-system__text">{notice}</p> : null}
      <Button asChild variant="secondary">
        <a href={homeHref}>{intl.formatMessage({ id: 'page.notFound.home' })}</a>
      </Button>
    </section>
  );
}
