import { ComingSoonScreen } from '@spw/ui/features/system/ComingSoonScreen';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../app/route-types.ts';
import { hrefTo, HOME_PATH } from '../../app/href.ts';

/** Routes whose feature comes in a later issue: the table is complete, the page says so. */
export default function ComingSoonPage({ route }: PageProps) {
  const intl = useIntl();
  return <ComingSoonScreen title={intl.formatMessage({ id: route.title })} homeHref={hrefTo(HOME_PATH)} />;
}
