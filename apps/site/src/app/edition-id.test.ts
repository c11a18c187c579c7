import { describe, expect, it } from 'vitest';
import { editionOf, idParam } from './edition-id.ts';

describe('the edition a page is about', () => {
  it('is the year page’s own edition, whatever the query says', () => {
    expect(editionOf('/eventSpecial/index2022', '', 14)).toBe(7);
    expect(editionOf('/eventSpecial/index2023', 'events_id=1', 14)).toBe(9);
    expect(editionOf('/eventSpecial/index2024', '', 14)).toBe(13);
  });

  it('is events_id from the query, else the current edition; a malformed id names none', () => {
    expect(editionOf('/eventSpecial/guest', 'events_id=9', 14)).toBe(9);
    expect(editionOf('/eventSpecial/guest', '', 14)).toBe(14);
    expect(editionOf('/events/index', 'events_id=abc', 14)).toBeNull();
    expect(editionOf('/events/index', 'events_id=0', 14)).toBeNull();
    expect(idParam('2147483648')).toBeNull();
  });
});
