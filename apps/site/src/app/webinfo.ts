import type { components } from '@spw/api';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { api } from './api.ts';

type WebInfo = components['schemas']['WebInfo'];

interface WebinfoState {
  data: WebInfo | undefined;
  error: Error | null;
  pending: boolean;
}

/**
 * What the server says about the site (`/webinfo/get`): its name, the quote ticker, the sign-in
 * types, the current edition and the competition reviewers judge. Critical data of every first
 * visit: asked for once, as the page starts (boot.ts), beside the page's code rather than after it;
 * the site holds no edition or competition number of its own.
 */
const webinfoAtom = atom<WebinfoState>({ data: undefined, error: null, pending: true });

let asked: Promise<WebInfo> | undefined;

/** Asks the server once per page load (again after a failure); the answer lands in webinfoAtom. */
export function loadWebinfo(): Promise<WebInfo> {
  asked ??= api.get('/webinfo/get').then(
    (data) => {
      webinfoAtom.set({ data, error: null, pending: false });
      return data;
    },
    (error: unknown) => {
      asked = undefined;
      webinfoAtom.set({ data: undefined, error: error instanceof Error ? error : new Error(String(error)), pending: false });
      throw error;
    },
  );
  return asked;
}

export interface Webinfo {
  data: WebInfo | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
}

function refetch(): void {
  webinfoAtom.set({ ...webinfoAtom.get(), pending: true, error: null });
  loadWebinfo().catch(() => undefined);
}

/** The site's settings, as every page and shell reads them. */
export function useWebinfo(): Webinfo {
  const state = useStore(webinfoAtom);
  return { data: state.data, isPending: state.pending, isError: state.error !== null, error: state.error, refetch };
}
