import { lazyComponent } from '../app/lazy.ts';

/**
 * The section layouts (explorer, moment, personal, column, creator …), their own chunk:
 * Shell draws it, and a first visit to such a page starts it early (boot.ts), so it is drawn at once.
 */
export const SectionShell = lazyComponent(() => import('./SectionShell.tsx'));

/** An edition's pages' shell (its menu, the guests' hover menu): its own chunk, as the section shell. */
export const EventsShell = lazyComponent(() => import('./EventsShell.tsx'));

/** The lazily loaded shell of a section layout. */
export const shellOf = (layout: string) => (layout === 'events' ? EventsShell : SectionShell);

/**
 * The Moment header's carousel, its own chunk (the carousel library is the heaviest part of the
 * section shells): only moment pages download it, and boot.ts starts it with their first visit.
 */
export const MomentBanner = lazyComponent(() => import('./MomentBanner.tsx').then((m) => ({ default: m.MomentBanner })));

/** Whether a layout is drawn by the section shell (every one but the root's and none). */
export const inSection = (layout: string) => layout !== 'root' && layout !== 'standalone';

/** The Moment header's banners: MomentBanner asks for them, and a first visit asks ahead (boot.ts). */
export const MOMENT_BANNERS = { rows: 5, position: 'index', platform: 'web', type: 'banner' } as const;
