import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../components/Button.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { cn } from '../../lib/cn.ts';
import './desk-list.css';

export interface DeskListHeaderProps {
  /** The page's h1: its id names the page's section, and the page focuses it when a deleted row's button goes. */
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  heading: string;
  lead: string;
  /** The buttons beside the heading ('新建…', '导入'); left out, nothing is drawn there. */
  actions?: ReactNode;
  /** The filter form's accessible name. */
  filterLabel: string;
  /** The filter's boxes, in their order. */
  children: ReactNode;
  /** `keyword`: a keyword box and one choice, laid out here; otherwise the page's sheet lays out `filterClassName`. */
  filterLayout?: 'keyword';
  filterClassName?: string;
  /** The form sent (Enter in a box, or '查询'); the page reads its boxes. */
  onFilter: (event: FormEvent<HTMLFormElement>) => void;
  /** '重置': the boxes emptied and the whole list asked for. */
  onReset: () => void;
  applyLabel: string;
  resetLabel: string;
  /** '共 N …' under the filter, when there are rows; announced politely as it changes. */
  found?: string;
}

/**
 * The top of a creator's list page on the quotes desk: the heading and its lead with the page's
 * buttons, the filter (role search: the page's boxes, then apply and reset) and how many were
 * found. The page's section takes `spw-desk-list` for the column and the filter's container.
 */
export function DeskListHeader({
  headingId,
  headingRef,
  heading,
  lead,
  actions,
  filterLabel,
  children,
  filterLayout,
  filterClassName,
  onFilter,
  onReset,
  applyLabel,
  resetLabel,
  found,
}: DeskListHeaderProps) {
  return (
    <>
      <header className="spw-desk-list__head">
        <div className="spw-desk-list__title">
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className="spw-desk-list__heading">
            {heading}
          </h1>
          <p className="spw-desk-list__lead">{lead}</p>
        </div>
        {actions}
      </header>

      <form
        role="search"
        className={cn('spw-desk-list__filters', filterClassName)}
        data-layout={filterLayout}
        aria-label={filterLabel}
        noValidate
        onSubmit={onFilter}
      >
        {children}
        <div className="spw-desk-list__filter-buttons">
          <Button type="submit" variant="secondary">
            {applyLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onReset}>
            {resetLabel}
          </Button>
        </div>
      </form>

      {found ? (
        <p className="spw-desk-list__found" aria-live="polite">
          {found}
        </p>
      ) : null}
    </>
  );
}

/** The page's buttons beside the heading, in a row that wraps. */
export function DeskListActions({ children }: { children: ReactNode }) {
  return <div className="spw-desk-list__actions">{children}</div>;
}

/** A '+' before '新建…'. */
export function DeskListAddMark() {
  return (
    <svg className="spw-desk-list__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The list while it loads: four grey cards, announced once. */
export function DeskListPlaceholders() {
  return (
    <div className="spw-desk-list__placeholders">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} lines={2} announce={n === 0} />
      ))}
    </div>
  );
}

/** A button's or link's words and, for a screen reader, which row it acts on ('删除 全球铂金供需平衡'). */
export function Named({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {name}
      </span>
    </>
  );
}
