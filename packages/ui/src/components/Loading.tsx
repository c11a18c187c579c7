import type { CSSProperties, ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './Loading.css';

/**
 * Where the spinner sits: `inline` in a line of text or a button row; `block` centred in the space a
 * page or panel will fill; `overlay` over content being refreshed (the parent must be positioned).
 * Plain class names rather than a variants library: the first page draws this one, and nothing else
 * there needs the library.
 */
export type LoadingVariant = 'inline' | 'block' | 'overlay';

export interface LoadingProps extends ComponentProps<'div'> {
  variant?: LoadingVariant | null;
  /** Defaults to the spec's '加载中...' (common.loading). */
  label?: string;
}

/** A spinner with the loading text, announced politely (role="status"). */
export function Loading({ variant, label, className, ...props }: LoadingProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      data-slot="loading"
      data-variant={variant ?? 'inline'}
      className={cn('spw-loading', `spw-loading--${variant ?? 'inline'}`, className)}
      {...props}
    >
      <span className="spw-loading__spinner" aria-hidden="true" />
      <span className="spw-loading__label">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}

/** `lines` of text (the last one shorter); a `block` (a picture, a card, a chart); a `circle` (an avatar). */
export type SkeletonVariant = 'lines' | 'block' | 'circle';

export interface SkeletonProps extends Omit<ComponentProps<'div'>, 'children'> {
  variant?: SkeletonVariant | null;
  /** How many lines (variant 'lines'). */
  lines?: number;
  /** Block and circle size, as CSS lengths or pixels. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /**
   * Say '加载中...' to screen readers (the grey shapes mean nothing to them). Turn off on all but
   * one of several skeletons shown together.
   */
  announce?: boolean;
}

/** Grey shapes where content is about to appear. */
export function Skeleton({ variant, lines = 3, width, height, announce = true, className, style, ...props }: SkeletonProps) {
  const intl = useIntl();
  const kind = variant ?? 'lines';
  return (
    <div
      data-slot="skeleton"
      data-variant={kind}
      className={cn('spw-skeleton', `spw-skeleton--${kind}`, className)}
      style={kind === 'lines' ? style : { width, height: height ?? (kind === 'circle' ? width : undefined), ...style }}
      {...(announce ? { role: 'status' } : { 'aria-hidden': true })}
      {...props}
    >
      {kind === 'lines'
        ? Array.from({ length: Math.max(1, lines) }, (_, index) => <span key={index} className="spw-skeleton__line" aria-hidden="true" />)
        : null}
      {announce ? <span className="spw-visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span> : null}
    </div>
  );
}
