import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import './VerifiedBadge.css';

/** The spec's rule: verified_type 2 is an organisation, anything else an expert. */
export type VerifiedKind = 'organisation' | 'expert';
export const verifiedKind = (verified_type: number): VerifiedKind => (verified_type === 2 ? 'organisation' : 'expert');

export const verifiedBadgeVariants = cva('spw-verified', {
  variants: {
    kind: { organisation: 'spw-verified--organisation', expert: 'spw-verified--expert' },
    size: { sm: 'spw-verified--sm', md: 'spw-verified--md', lg: 'spw-verified--lg' },
  },
  defaultVariants: { size: 'md' },
});

export interface VerifiedBadgeProps
  extends Omit<ComponentProps<'span'>, 'children'>, Pick<VariantProps<typeof verifiedBadgeVariants>, 'size'> {
  /** As the API gives it: 2 = organisation, otherwise expert. */
  verified_type: number;
  /** The verified_reason ('上海铂金周组委会 官方账号'), written out beside the mark. */
  reason?: string;
  /** Write '机构认证' / '专家认证' beside the mark; without it the words are for screen readers only. */
  withLabel?: boolean;
}

/** A small seal with a check: blue for organisations, gold for experts. */
export function VerifiedBadge({ verified_type, reason, withLabel = false, size, className, ...props }: VerifiedBadgeProps) {
  const intl = useIntl();
  const kind = verifiedKind(verified_type);
  const label = intl.formatMessage({ id: kind === 'organisation' ? 'verified.organisation' : 'verified.expert' });
  const words = withLabel || reason;
  return (
    <span data-slot="verified-badge" data-variant={kind} className={verifiedBadgeVariants({ kind, size, className })} {...props}>
      <span className="spw-verified__mark" {...(words ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
        <svg viewBox="-1 -1 22 22" aria-hidden="true" focusable="false">
          <path
            d="M10 0 L12.23 1.69 L15 1.34 L16.08 3.92 L18.66 5 L18.31 7.77 L20 10 L18.31 12.23 L18.66 15 L16.08 16.08 L15 18.66 L12.23 18.31 L10 20 L7.77 18.31 L5 18.66 L3.92 16.08 L1.34 15 L1.69 12.23 L0 10 L1.69 7.77 L1.34 5 L3.92 3.92 L5 1.34 L7.77 1.69Z"
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
          <path d="M6.2 10.3l2.6 2.6 5-5.6" fill="none" stroke="#fff" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {words ? (
        <span className="spw-verified__text">
          {withLabel ? <span className="spw-verified__label">{label}</span> : <span className="spw-visually-hidden">{label}</span>}
          {/* What was verified, in the words the member asked for (or an admin wrote): shown as written. */}
          {reason ? (
            <span className="spw-verified__reason" translate="no">
              {reason}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
