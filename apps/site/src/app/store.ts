import { createStore } from 'jotai';

/** The app's one jotai store, reachable from the API client's callbacks outside React. */
export const store = createStore();
