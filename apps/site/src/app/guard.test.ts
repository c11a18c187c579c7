import { describe, expect, it } from 'vitest';
import { guard, safeRedirect } from './guard.ts';
import { findRoute, hrefTo, ROUTES } from './routes.ts';

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

  it('sends a signed-in user away from login and reg', () => {
    expect(guard('/login', 'redirect=%2Forder%2Flist', true)).toEqual({ redirect: '/' });
    expect(guard('/reg', '', true)).toEqual({ redirect: '/' });
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
