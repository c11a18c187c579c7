import { useStore } from '@nanostores/react';
import { useIntl } from 'react-intl';
// The view itself: this module is loaded only when something is to be shown.
import { ConfirmDialogView } from '@spw/ui/components/ConfirmDialogView';
import { Toaster } from '@spw/ui/components/Toaster';
import { TOKEN_COOKIE } from './session.ts';
import { dismissToast, reloginOpenAtom, toastsAtom } from './toasts.ts';
import Cookies from 'js-cookie';

/** Error toasts (5 s) and the spec's "Confirm logout" dialog for 50008, 50012 and 50014. */
export default function Overlays() {
  const intl = useIntl();
  const toasts = useStore(toastsAtom);
  const relogin = useStore(reloginOpenAtom);
  const setRelogin = (open: boolean) => reloginOpenAtom.set(open);
  return (
    <>
      <Toaster toasts={toasts} onDismiss={dismissToast} />
      <ConfirmDialogView
        open={relogin}
        onOpenChange={setRelogin}
        title={intl.formatMessage({ id: 'auth.logout.confirmTitle' })}
        description={intl.formatMessage({ id: 'auth.logout.confirmBody' })}
        confirmLabel={intl.formatMessage({ id: 'auth.logout.relogin' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={() => {
          // Re-Login: the stored token goes and the page reloads (the guard then asks for sign-in).
          Cookies.remove(TOKEN_COOKIE, { path: '/' });
          location.reload();
        }}
        onCancel={() => setRelogin(false)}
      />
    </>
  );
}
