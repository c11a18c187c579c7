import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import './Loading.css';

export const loadingVariants = cva('spw-loading', {
  variants: { variant: { inline: 'spw-loading--inline', block: 'spw-loading--block' } },
  defaultVariants: { variant: 'inline' },
});

export interface LoadingProps extends VariantProps<typeof loadingVariants> {
  /** Defaults to the spec's '加载中...'. */
  label?: string;
}

export function Loading({ variant, label }: LoadingProps) {
  const intl = useIntl();
  return (
    <div role="status" data-slot="loading" data-variant={variant ?? 'inline'} className={loadingVariants({ variant })}>
      <span className="spw-loading__spinner" aria-hidden="true" />
      <span>{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
