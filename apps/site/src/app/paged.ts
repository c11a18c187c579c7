import type { Paged } from '@spw/ui/components/Pagination';
import { idParam } from './edition-id.ts';

/** A page number from the query string (1 when missing or malformed). */
export function pageParam(search: URLSearchParams): number {
  return idParam(search.get('page')) ?? 1;
}

/**
 * A list screen's paging from one page of a list query: the total (0 until it is known), the page,
 * the page size and where a page change goes.
 */
export function paged(data: { total: number } | undefined, page: number, rows: number, onPageChange: (page: number) => void): Paged {
  return { total: data?.total ?? 0, page, rows, onPageChange };
}
