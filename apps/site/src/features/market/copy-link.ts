import type { IntlShape } from 'react-intl';
import { pushToast } from '../../app/toasts.ts';

/** Copies the page's own address (a share card's), saying whether it worked. */
export function copyLink(intl: IntlShape): void {
  navigator.clipboard.writeText(window.location.href).then(
    () => pushToast('success', intl.formatMessage({ id: 'shareCard.site.copied' })),
    () => pushToast('error', intl.formatMessage({ id: 'shareCard.site.copyFailed' })),
  );
}
