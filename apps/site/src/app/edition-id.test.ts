import { describe, expect, it } from 'vitest';
import { editionInLink, idParam, yearPageEdition } from './edition-id.ts';

describe('the edition a page is about', () => {
  it('is the year page’s own edition, whatever the query says', () => {
    expect(editionInLink('/eventSpecial/index2022', '')).toBe('7');
    expect(editionInLink('/eventSpecial/index2023', 'events_id=1')).toBe('9');
    expect(yearPageEdition('/eventSpecial/index2024')).toBe(13);
    expect(yearPageEdition('/events/index')).toBeUndefined();
  });

  it('is events_id from the query as written, else none (the current edition, from the server)', () => {
    expect(editionInLink('/eventSpecial/guest', 'events_id=9')).toBe('9');
    expect(editionInLink('/eventSpecial/guest', '')).toBeNull();
    expect(editionInLink('/events/index', 'events_id=abc')).toBe('abc');
    expect(idParam('abc')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('2147483648')).toBeNull();
  });
});
