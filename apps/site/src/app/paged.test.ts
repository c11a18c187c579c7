import { describe, expect, it } from 'vitest';
import { paged, pageParam } from './paged.ts';

describe('paged lists', () => {
  it('reads the page from the query, 1 when missing or malformed', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('gives a list screen its paging, with a total of 0 until the list is known', () => {
    const go = (_page: number) => undefined;
    expect(paged(undefined, 2, 10, go)).toEqual({ total: 0, page: 2, rows: 10, onPageChange: go });
    expect(paged({ total: 42 }, 1, 8, go)).toEqual({ total: 42, page: 1, rows: 8, onPageChange: go });
  });
});
