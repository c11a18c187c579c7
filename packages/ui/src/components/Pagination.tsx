import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import { Chevron } from './Chevron.tsx';
import './Pagination.css';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers to show: always the first and last, the current one with `siblings` on each side,
 * and a gap ('…') wherever two or more pages are left out. A gap of one page shows the page instead.
 */
export function pageItems(page: number, pages: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // first, last, current, two gaps and the siblings: below that, every page fits.
  const slots = siblings * 2 + 5;
  if (pages <= slots) return range(1, pages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, pages);
  const gapStart = left > 3;
  const gapEnd = right < pages - 2;
  const edge = siblings * 2 + 3;
  if (!gapStart) return [...range(1, edge), 'gap-end', pages];
  if (!gapEnd) return [1, 'gap-start', ...range(pages - edge + 1, pages)];
  return [1, 'gap-start', ...range(left, right), 'gap-end', pages];
}

/** The paging of a list screen: one page of `rows` items out of `total`, and where a page change goes. */
export interface Paged {
  /** How many items in all. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Items per page. */
  rows: number;
  onPageChange: (page: number) => void;
}

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  /** How many items in all. */
  total: number;
  /** Items per page (the spec's lists show 8; works review 10). */
  rows?: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous, page numbers and next; on phones previous, '第 3 / 12 页' and next. Draws nothing when
 * everything fits on one page.
 */
export function Pagination({ page, total, rows = 8, onPageChange, className, ...props }: PaginationProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, rows)));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, Math.round(page)), pages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onPageChange(target);
  };
  return (
    <nav
      data-slot="pagination"
      aria-label={intl.formatMessage({ id: 'pagination.label' })}
      className={cn('spw-pagination', className)}
      {...props}
    >
      <button type="button" className="spw-pagination__step" disabled={current === 1} onClick={() => go(current - 1)}>
        <Chevron direction="left" />
        <span>{intl.formatMessage({ id: 'pagination.prev' })}</span>
      </button>
      <ul className="spw-pagination__pages">
        {pageItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="spw-pagination__page"
                aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="spw-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <span className="spw-pagination__status">{intl.formatMessage({ id: 'pagination.status' }, { page: current, pages })}</span>
      <button type="button" className="spw-pagination__step" disabled={current === pages} onClick={() => go(current + 1)}>
        <span>{intl.formatMessage({ id: 'pagination.next' })}</span>
        <Chevron direction="right" />
      </button>
    </nav>
  );
}
