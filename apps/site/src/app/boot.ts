// What a first visit starts before React is even evaluated: main.tsx imports this module first, so
// the route's table, its page, the words it draws with and the site's settings download side by
// side with the rest of the app, not one after another once it has drawn.
import { api } from './api.ts';
import { otherWords } from './catalogue-index.gen.ts';
import { ALIASES } from './href.ts';
import { idParam } from './id-param.ts';
import { loadMessages, localeAtom } from './i18n.ts';
import { cataloguePartsFor, preloadPage } from './lazy.ts';
import { currentPath, currentSearch } from './location.ts';
import type { FirstVisit, RouteDef } from './route-types.ts';
import { findRoute, loadRoutesFor } from './routes.ts';
import { tokenAtom } from './session.ts';
import { loadWebinfo } from './webinfo.ts';
import { inSection, MOMENT_BANNERS, MomentBanner, shellOf } from '../shells/section.ts';

const quietly = () => undefined;

/**
 * Asks for what the page and its shell read as they open, beside their code: their own `get`s of
 * the same queries take these answers (api.prefetch) instead of asking once drawn.
 */
function askAhead(route: RouteDef): void {
  const search = new URLSearchParams(currentSearch());
  const raw = search.get('events_id');
  // As the pages read it (useEditionFrom): the link's events_id, else the current edition (webinfo's
  // current_events_id, as currentEditionId reads it).
  const edition = async () => (raw !== null ? (idParam(raw) ?? undefined) : (await loadWebinfo().catch(quietly))?.current_events_id);
  const visit: FirstVisit = { search, edition, api, locale: localeAtom.get() };
  const asks: unknown[] = [route.data?.(visit)];
  // The events shell's title reads the edition; the Moment header its banners.
  if (route.layout === 'events') asks.push(edition().then((id) => id && api.prefetch('/events/get', { query: { id } })));
  if (route.layout === 'moment') api.prefetch('/banner/lists', { query: MOMENT_BANNERS });
  for (const ask of asks) Promise.resolve(ask).catch(quietly);
}

async function prepare(): Promise<void> {
  const locale = localeAtom.get();
  // The index of the catalogue's parts, beside the route table rather than after it.
  void otherWords().catch(quietly);
  // Every page draws with the first part of the catalogue, and reads the site's settings.
  const words = loadMessages(locale, ['first']);
  // Most pages read it at once (the current edition, the ticker): the first page waits for it too,
  // so it is drawn with it rather than drawn twice. A failure is the page's to show.
  const settings = loadWebinfo().then(quietly, quietly);
  const path = currentPath();
  const target = ALIASES[path] ?? path;
  await loadRoutesFor(target);
  const route = findRoute(target);
  // An unknown path is drawn as /404, a private page without a token as the login page: the app decides.
  if (!route || (route.access !== 'public' && !tokenAtom.get())) {
    await Promise.all([words, settings]);
    return;
  }
  askAhead(route);
  const shell = inSection(route.layout) ? shellOf(route.layout).preload() : undefined;
  const banner = route.layout === 'moment' ? MomentBanner.preload() : undefined;
  await Promise.all([words, preloadPage(route), loadMessages(locale, cataloguePartsFor(route)), shell, banner, settings]);
}

/**
 * Settles when the first page can be drawn whole: its route known, its code and its words here.
 * The app is drawn then, so its first paint is the page itself, not a loading placeholder that
 * React would keep on screen for a while before revealing the page. A failure settles it too: the
 * app asks again and shows what went wrong.
 */
export const firstPage: Promise<void> = prepare().catch(quietly);
