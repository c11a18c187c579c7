import { describe, expect, it } from 'vitest';
import { readSidebarOpen, SIDEBAR_COOKIE, writeSidebarOpen, type SidebarCookies } from './sidebar.ts';

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; attributes: object }[] = [];
  const cookies: SidebarCookies = {
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      values.set(name, value);
      writes.push({ name, value, attributes });
    },
  };
  return { cookies, writes };
}

describe('the sidebar’s open or closed state (the spec: kept in a cookie)', () => {
  it('is read from the sidebarStatus cookie: open without one, closed at 0', () => {
    expect(SIDEBAR_COOKIE).toBe('sidebarStatus');
    expect(readSidebarOpen(jar().cookies)).toBe(true);
    expect(readSidebarOpen(jar({ sidebarStatus: '1' }).cookies)).toBe(true);
    expect(readSidebarOpen(jar({ sidebarStatus: '0' }).cookies)).toBe(false);
  });

  it('is written back on every switch, for the whole site and beyond this session', () => {
    const { cookies, writes } = jar();
    writeSidebarOpen(cookies, false, true);
    expect(readSidebarOpen(cookies)).toBe(false);
    writeSidebarOpen(cookies, true, false);
    expect(readSidebarOpen(cookies)).toBe(true);
    expect(writes).toEqual([
      { name: 'sidebarStatus', value: '0', attributes: { expires: 365, path: '/', sameSite: 'lax', secure: true } },
      { name: 'sidebarStatus', value: '1', attributes: { expires: 365, path: '/', sameSite: 'lax', secure: false } },
    ]);
  });
});
