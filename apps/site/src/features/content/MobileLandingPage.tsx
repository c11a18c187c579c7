import { AppLandingScreen } from '@spw/ui/features/content/AppLandingScreen';
import { useIntl } from 'react-intl';
import { hrefTo, HOME_PATH } from '../../app/href.ts';
import { useWebinfo } from '../../app/webinfo.ts';

/** WeChat's own browser says so in its user agent. */
const inWechat = typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

/** /h5/mp: the mobile landing — the mini program (opened directly inside WeChat, else by QR code), the official account and the apps. */
export default function MobileLandingPage() {
  const intl = useIntl();
  const webinfo = useWebinfo();
  const info = webinfo.data;
  return (
    <AppLandingScreen
      status={webinfo.isPending ? 'loading' : webinfo.isError || !info ? 'error' : 'ready'}
      siteName={info ? (intl.locale === 'en' ? info.site_en_name : info.site_name) : ''}
      apps={info?.apps ?? null}
      inWechat={inWechat}
      onRetry={webinfo.refetch}
      homeHref={hrefTo(HOME_PATH)}
    />
  );
}
