import { NotFoundScreen } from '@spw/ui/screens/system/NotFoundScreen';
import { hrefTo, HOME_PATH } from '../app/routes.ts';

export default function NotFoundPage() {
  return <NotFoundScreen homeHref={hrefTo(HOME_PATH)} />;
}
