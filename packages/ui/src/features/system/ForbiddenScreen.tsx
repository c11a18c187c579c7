import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import './system.css';

export interface ForbiddenScreenProps {
  homeHref: string;
}

/** Shown in place of a page the signed-in viewer may not open (a reviewer's, a creator's, an admin's). */
export function ForbiddenScreen({ homeHref }: ForbiddenScreenProps) {
  const intl = useIntl();
  return (
    <section className="spw-system" aria-labelledby="forbidden-title">
      <p className="spw-system__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="spw-system__title">
        {intl.formatMessage({ id: 'page.forbidden.title' })}
      </h1>
      <p className="spw-system__text">{intl.formatMessage({ id: 'page.forbidden.body' })}</p>
      <Button asChild>
        <a href={homeHref}>{intl.formatMessage({ id: 'page.notFound.home' })}</a>
      </Button>
    </section>
  );
}
