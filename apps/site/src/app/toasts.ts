import { atom } from 'nanostores';

export interface ToastItem {
  id: string;
  kind: 'info' | 'success' | 'error';
  message: string;
}

export const toastsAtom = atom<ToastItem[]>([]);
/** The spec's re-login confirm, opened by 50008, 50012 and 50014. */
export const reloginOpenAtom = atom(false);

let next = 0;

export function pushToast(kind: ToastItem['kind'], message: string): void {
  next += 1;
  const item = { id: `t${next}`, kind, message };
  // The same message twice in a row (a burst of failing calls) shows once.
  const list = toastsAtom.get();
  if (!list.some((t) => t.message === message && t.kind === kind)) toastsAtom.set([...list, item]);
}

export function dismissToast(id: string): void {
  toastsAtom.set(toastsAtom.get().filter((t) => t.id !== id));
}
