import type { FirstVisit, RouteDef } from '../../app/route-types.ts';

const editionList = () => import('./EditionListPage.tsx');
const editionHome = () => import('./EditionHomePage.tsx');
const sponsorList = () => import('./SponsorListPage.tsx');
const sponsorDetail = () => import('./SponsorDetailPage.tsx');
const guestList = () => import('./GuestListPage.tsx');
const guestDetail = () => import('./GuestDetailPage.tsx');
const service = () => import('./ServicePage.tsx');
const agenda = () => import('./AgendaPage.tsx');
const reports = () => import('./ReportPage.tsx');
const album = () => import('./AlbumPage.tsx');
const comments = () => import('./CommentPage.tsx');
const attractions = () => import('./AttractionPage.tsx');

// What the pages ask for as they open (asked ahead on a first visit: RouteDef.data).
const editions = ({ api }: FirstVisit) => api.prefetch('/events/lists');
const sponsors = ({ edition, api }: FirstVisit) =>
  edition().then((id) => id && api.prefetch('/eventsSponsor/lists', { query: { events_id: id } }));
const guests = ({ edition, api }: FirstVisit) =>
  edition().then((id) => id && api.prefetch('/eventsGuest/lists', { query: { events_id: id, rows: 200 } }));
const sessions = ({ edition, api }: FirstVisit) =>
  edition().then((id) => id && api.prefetch('/eventsAgenda/lists', { query: { events_id: id } }));

/** The week's editions and their programme: guests, sponsors, agenda, album, reports, comments, services. */
export const routes: readonly RouteDef[] = [
  { path: '/events/list', layout: 'root', access: 'public', title: 'route.events.list', page: editionList, data: editions },
  { path: '/eventSpecial/index2022', layout: 'root', access: 'public', title: 'route.eventSpecial.index2022', page: editionHome },
  { path: '/eventSpecial/index2023', layout: 'root', access: 'public', title: 'route.eventSpecial.index2023', page: editionHome },
  { path: '/eventSpecial/index2024', layout: 'root', access: 'public', title: 'route.eventSpecial.index2024', page: editionHome },
  { path: '/events/index', layout: 'events', access: 'public', title: 'route.events.index', page: editionHome },
  {
    path: '/events/sponsor/list',
    layout: 'events',
    access: 'public',
    title: 'route.events.sponsor.list',
    page: sponsorList,
    data: sponsors,
  },
  { path: '/events/sponsor/detail', layout: 'events', access: 'public', title: 'route.events.sponsor.detail', page: sponsorDetail },
  { path: '/events/guest/list', layout: 'events', access: 'public', title: 'route.events.guest.list', page: guestList, data: guests },
  { path: '/events/guest/detail', layout: 'events', access: 'public', title: 'route.events.guest.detail', page: guestDetail },
  { path: '/events/service', layout: 'events', access: 'public', title: 'route.events.service', page: service, words: ['services'] },
  { path: '/events/agenda/list', layout: 'events', access: 'public', title: 'route.events.agenda.list', page: agenda, data: sessions },
  { path: '/eventSpecial/index', layout: 'events', access: 'public', title: 'route.eventSpecial.index', page: editionHome },
  { path: '/eventSpecial/detail', layout: 'events', access: 'public', title: 'route.eventSpecial.detail', page: editionHome },
  {
    path: '/eventSpecial/sponsor',
    layout: 'events',
    access: 'public',
    title: 'route.eventSpecial.sponsor',
    page: sponsorList,
    data: sponsors,
  },
  { path: '/eventSpecial/guest', layout: 'events', access: 'public', title: 'route.eventSpecial.guest', page: guestList, data: guests },
  { path: '/eventSpecial/agenda', layout: 'events', access: 'public', title: 'route.eventSpecial.agenda', page: agenda, data: sessions },
  { path: '/eventSpecial/special', layout: 'events', access: 'public', title: 'route.eventSpecial.special', page: editionList },
  { path: '/eventSpecial/report', layout: 'events', access: 'public', title: 'route.eventSpecial.report', page: reports },
  { path: '/eventSpecial/album', layout: 'events', access: 'public', title: 'route.eventSpecial.album', page: album },
  { path: '/eventSpecial/comment', layout: 'events', access: 'public', title: 'route.eventSpecial.comment', page: comments },
  {
    path: '/attraction/index',
    layout: 'events',
    access: 'public',
    title: 'route.attraction.index',
    page: attractions,
    words: ['attractions'],
  },
];
