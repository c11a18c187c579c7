import { ForbiddenScreen } from '@spw/ui/features/system/ForbiddenScreen';
import { hrefTo, HOME_PATH } from '../../app/href.ts';

/** Drawn by the route view for a signed-in viewer who may not open the route (see guard.ts). */
export default function ForbiddenPage() {
  return <ForbiddenScreen homeHref={hrefTo(HOME_PATH)} />;
}
