import { cva, type VariantProps } from 'class-variance-authority';
import type { CSSProperties, ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import './Loading.css';

export const loadingVariants = cva('spw-loading', {
  variants: {
    variant: {
      /** In a line of text or a button row. */
      inline: 'spw-loading--inline',
      /** Centred in the space a page or panel will fill. */
      block: 'spw-loading--block',
      /** Over content that is being refreshed; the parent must be positioned (relative). */
      overlay: 'spw-loading--overlay',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LoadingProps extends ComponentProps<'div'>, VariantProps<typeof loadingVariants> {
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
      className={loadingVariants({ variant, className })}
      {...props}
    >
      <span className="spw-loading__spinner" aria-hidden="true" />
      <span className="spw-loading__label">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}

export const skeletonVariants = cva('spw-skeleton', {
  variants: {
    variant: {
      /** Lines of text; the last one shorter. */
      lines: 'spw-skeleton--lines',
      /** A picture, a card, a chart. */
      block: 'spw-skeleton--block',
      /** An avatar. */
      circle: 'spw-skeleton--circle',
    },
  },
  defaultVariants: { variant: 'lines' },
});

export interface SkeletonProps extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof skeletonVariants> {
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
      className={skeletonVariants({ variant, className })}
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
