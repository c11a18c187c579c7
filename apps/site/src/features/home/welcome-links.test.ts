import { catalogues } from '@spw/i18n/catalogues';
import { partOf } from '@spw/i18n/split';
import { describe, expect, it } from 'vitest';
import { cataloguePartsFor } from '../../app/lazy.ts';
import { allRoutes } from '../../app/routes.ts';
import { WELCOME_LINKS } from './welcome-links.ts';

describe('the first visit’s pages (about, welcome)', () => {
  it('have their titles in the first part of the catalogue, the only part they load', async () => {
    const firstVisit = (await allRoutes()).filter((route) => cataloguePartsFor(route).join() === 'first');
    expect(firstVisit.map((route) => route.path)).toEqual(expect.arrayContaining(['/home', '/home/welcome', '/home/aboutSPW']));
    expect(firstVisit.filter((route) => partOf(route.title) !== 'first').map((route) => route.title)).toEqual([]);
  });

  it('give the welcome page’s links words from the first part, each card its own', () => {
    const keys = WELCOME_LINKS.flatMap((link) => [link.title, link.description]);
    expect(keys.filter((key) => partOf(key) !== 'first')).toEqual([]);
    for (const locale of ['zh', 'en'] as const) {
      const descriptions = WELCOME_LINKS.map((link) => catalogues[locale][link.description]);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
    expect(WELCOME_LINKS.find((link) => link.path === '/document/list')?.title).toBe('welcome.reports');
  });
});
