import { ComingSoonScreen } from '@spw/ui/screens/system/ComingSoonScreen';
import { useIntl } from 'react-intl';
import type { PageProps } from '../app/pages.ts';
import { hrefTo, HOME_PATH } from '../app/routes.ts';

/** Routes whose feature comes in a later issue: the table is complete, the page says so. */
export default function ComingSoonPage({ route }: PageProps) {
  const intl = useIntl();
  return <ComingSoonScreen title={intl.formatMessage({ id: route.title })} homeHref={hrefTo(HOME_PATH)} />;
}
