import { NotFoundScreen } from '@spw/ui/features/system/NotFoundScreen';
import { hrefTo, HOME_PATH } from '../../app/href.ts';

export default function NotFoundPage() {
  return <NotFoundScreen homeHref={hrefTo(HOME_PATH)} />;
}
