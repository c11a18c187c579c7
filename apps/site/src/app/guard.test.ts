import { describe, expect, it } from 'vitest';
import { guard } from './guard.ts';
import { hrefTo, safeRedirect } from './href.ts';
import { allRoutes, findRoute, knownSegment, loadRoutesFor, routesKnownFor } from './routes.ts';

// The whole table, as the site holds it once every feature's table has come.
const ROUTES = await allRoutes();
for (const route of ROUTES) await loadRoutesFor(route.path);

describe('the route table', () => {
  it('holds every path once, each with a title key', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.length).toBeGreaterThan(130);
    for (const route of ROUTES) expect(route.title).toBe(`route${route.path.replace(/\//g, '.')}`);
  });

  it('puts the spec’s routes in their layouts', () => {
    expect(findRoute('/events/guest/detail')?.layout).toBe('events');
    expect(findRoute('/order/list')?.layout).toBe('personal');
    expect(findRoute('/creator/quoteData/add')?.layout).toBe('creator');
    expect(findRoute('/draw/wall')?.layout).toBe('standalone');
    expect(findRoute('/live/list')?.layout).toBe('moment');
  });

  it('loads a feature’s table with its first page: an index by first segment is all the first download holds', async () => {
    const { ROUTE_INDEX } = await import('./route-index.gen.ts');
    // Every path's segment leads to the features that declare it, and to no other.
    for (const route of ROUTES) expect(knownSegment(route.path), route.path).toBe(true);
    expect(Object.keys(ROUTE_INDEX).length).toBeLessThan(ROUTES.length / 2);
    expect(knownSegment('/not/a/route')).toBe(false);
    expect(routesKnownFor('/order/list')).toBe(true);
  });

  it('gives each page the parts of the catalogue it draws with', async () => {
    const { cataloguePartsFor } = await import('./lazy.ts');
    const parts = (path: string) => {
      const route = findRoute(path);
      if (!route) throw new Error(`no route ${path}`);
      return cataloguePartsFor(route);
    };
    expect(parts('/home/aboutSPW')).toEqual(['first']);
    expect(parts('/login')).toEqual(['first', 'forms']);
    expect(parts('/events/list')).toEqual(['first', 'shared', 'events']);
    // The services and things-to-do pages bring their own words; no other edition page does.
    expect(parts('/events/service')).toEqual(['first', 'shared', 'events', 'services']);
    expect(parts('/attraction/index')).toEqual(['first', 'shared', 'events', 'attractions']);
    // Commerce pages name editions wherever they sit (the share page stands alone); only those with
    // a form bring the forms' words.
    expect(parts('/ticket/list')).toEqual(['first', 'shared', 'commerce', 'events']);
    expect(parts('/eventsUser/share')).toEqual(['first', 'shared', 'commerce', 'events']);
    expect(parts('/events/reg')).toEqual(['first', 'shared', 'commerce', 'events', 'forms']);
    expect(parts('/order/detail')).toEqual(['first', 'shared', 'commerce', 'events', 'forms', 'orders']);
    expect(parts('/events/payTip')).toEqual(['first', 'shared', 'commerce', 'events', 'orders']);
    expect(parts('/userAddress/list')).toEqual(['first', 'shared', 'account', 'forms']);
  });

  it('builds hash links with the query inside the hash', () => {
    expect(hrefTo('/events/index', { events_id: 14 })).toBe('#/events/index?events_id=14');
    expect(hrefTo('/login')).toBe('#/login');
  });
});

describe('the guard', () => {
  it('sends / to the about page and unknown paths to /404', () => {
    expect(guard('/', '', false)).toEqual({ redirect: '/home/aboutSPW' });
    expect(guard('/nope', '', true)).toEqual({ redirect: '/404' });
  });

  it('opens whitelisted pages to anyone', () => {
    for (const path of [
      '/login',
      '/reg',
      '/forget',
      '/home/aboutSPW',
      '/events/index',
      '/eventSpecial/index2023',
      '/article/detail',
      '/quoteData/index',
      '/column/detail',
      '/user/index',
      '/form/reg',
    ]) {
      expect(guard(path, '', false)).toHaveProperty('route.path', path);
    }
  });

  it('keeps the form pages other than /form/reg, which alone is on the spec’s whitelist, for members', () => {
    expect(guard('/form/reg', '', false)).toHaveProperty('route.path', '/form/reg');
    expect(guard('/form/regResult', 'batch=x', false)).toEqual({ redirect: '/login?redirect=%2Fform%2FregResult%3Fbatch%3Dx' });
    expect(guard('/form/regResult', 'batch=x', true)).toHaveProperty('route.path', '/form/regResult');
  });

  it('sends a visitor without a token to login with the page to come back to', () => {
    expect(guard('/order/detail', 'id=7', false)).toEqual({ redirect: '/login?redirect=%2Forder%2Fdetail%3Fid%3D7' });
    expect(guard('/creator/index', '', false)).toEqual({ redirect: '/login?redirect=%2Fcreator%2Findex' });
    expect(guard('/order/detail', 'id=7', true)).toHaveProperty('route.path', '/order/detail');
  });

  it('keeps reviewer, admin and creator pages to the viewers who hold the right', () => {
    const member = { admin: false, reviewer: false, permission: {} };
    const reviewer = { ...member, reviewer: true };
    const quoteCreator = { ...member, permission: { quoteData: '1', article: '0' } };
    const admin = { ...member, admin: true };
    expect(guard('/worksReview/list', '', true, member)).toHaveProperty('forbidden.path', '/worksReview/list');
    expect(guard('/worksReview/list', '', true, reviewer)).toHaveProperty('route.path', '/worksReview/list');
    expect(guard('/creator/quoteData/list', '', true, quoteCreator)).toHaveProperty('route.path', '/creator/quoteData/list');
    expect(guard('/creator/article/list', '', true, quoteCreator)).toHaveProperty('forbidden.path', '/creator/article/list');
    expect(guard('/creator/orders', '', true, quoteCreator)).toHaveProperty('forbidden.path', '/creator/orders');
    for (const path of ['/worksReview/list', '/creator/article/list', '/creator/orders'])
      expect(guard(path, '', true, admin)).toHaveProperty('route.path', path);
    // A member's page needs no rights; a reviewer's waits for them, and a visitor signs in first.
    expect(guard('/order/list', '', true, null)).toHaveProperty('route.path', '/order/list');
    expect(guard('/worksReview/list', '', true, null)).toHaveProperty('checking.path', '/worksReview/list');
    expect(guard('/worksReview/list', '', false, null)).toEqual({ redirect: '/login?redirect=%2FworksReview%2Flist' });
  });

  it('declares every non-public route for members, reviewers, admins or a creator permission', () => {
    const kinds = new Set(ROUTES.map((route) => route.access.replace(/:.*/, ':')));
    expect([...kinds].sort()).toEqual(['admin', 'creator:', 'member', 'public', 'reviewer']);
    expect(ROUTES.filter((route) => route.path.startsWith('/worksReview/')).every((route) => route.access === 'reviewer')).toBe(true);
  });

  it('sends a signed-in user away from login and reg: to where the sign-in was to lead, or the root', () => {
    expect(guard('/login', 'redirect=%2Forder%2Flist', true)).toEqual({ redirect: '/order/list' });
    expect(guard('/login', 'redirect=%2Forder%2Fdetail%3Fid%3D3', true)).toEqual({ redirect: '/order/detail?id=3' });
    expect(guard('/login', '', true)).toEqual({ redirect: '/' });
    expect(guard('/reg', '', true)).toEqual({ redirect: '/' });
    // Never to another site, nor back to login or reg.
    expect(guard('/login', 'redirect=%2F%2Fevil.example', true)).toEqual({ redirect: '/' });
    expect(guard('/login', 'redirect=%2Flogin%3Fredirect%3D%252Flogin', true)).toEqual({ redirect: '/' });
    expect(guard('/reg', 'redirect=%2Freg', true)).toEqual({ redirect: '/' });
  });

  it('only redirects to this site after sign-in', () => {
    expect(safeRedirect('/order/list')).toBe('/order/list');
    expect(safeRedirect('/order/detail?id=3')).toBe('/order/detail?id=3');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/not/a/route')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
