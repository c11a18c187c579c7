import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import './system.css';

export interface NotFoundScreenProps {
  homeHref: string;
}

/** The /404 page an unknown path is sent to. */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  const intl = useIntl();
  return (
    <section className="spw-system" aria-labelledby="not-found-title">
      <p className="spw-system__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="spw-system__title">
        {intl.formatMessage({ id: 'page.notFound.title' })}
      </h1>
      <p className="spw-system__text">{intl.formatMessage({ id: 'page.notFound.body' })}</p>
      <Button asChild>
        <a href={homeHref}>{intl.formatMessage({ id: 'page.notFound.home' })}</a>
      </Button>
    </section>
  );
}
