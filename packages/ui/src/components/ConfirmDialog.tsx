import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

export type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

const View = lazy(() => import('./ConfirmDialogView.tsx').then((m) => ({ default: m.ConfirmDialogView })));

/**
 * A question that needs an answer (ConfirmDialogView): focus starts on Cancel, Escape cancels. Its
 * code (Radix's dialog stack, about 13 KB gzip) is loaded the first time it opens, not with every
 * page that may ask; once here it stays mounted, so it closes as it opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
