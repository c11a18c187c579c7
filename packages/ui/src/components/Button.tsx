import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import './Button.css';

export const buttonVariants = cva('spw-button', {
  variants: {
    variant: {
      primary: 'spw-button--primary',
      secondary: 'spw-button--secondary',
      ghost: 'spw-button--ghost',
      danger: 'spw-button--danger',
    },
    size: {
      sm: 'spw-button--sm',
      md: 'spw-button--md',
      lg: 'spw-button--lg',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child (a link, say) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, keeps the width, and blocks clicks. */
  loading?: boolean;
}

export function Button({ className, variant, size, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {/* Slot takes exactly one child: a link drawn as a button has no spinner. */}
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
