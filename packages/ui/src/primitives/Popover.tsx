import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './Popover.css';

/**
 * A panel anchored to its trigger (Radix Popover). Escape, the close button or a `PopoverClose`
 * close it and put focus back on the trigger; a click outside closes it and leaves focus where the
 * user clicked. Not modal by default: the page behind stays usable.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Position the panel against something other than the trigger. */
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export const popoverContentVariants = cva('spw-popover', {
  variants: {
    size: { sm: 'spw-popover--sm', md: 'spw-popover--md' },
  },
  defaultVariants: { size: 'md' },
});

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content>, VariantProps<typeof popoverContentVariants> {
  /** Draw a small arrow pointing at the trigger. */
  arrow?: boolean;
  /** Hide the corner close button (a form's own buttons close it, say). */
  hideClose?: boolean;
}

/**
 * The panel, in a portal. It is a `dialog`: give it a `PopoverTitle` (or an `aria-label`) to name it.
 * It keeps `collisionPadding` away from the screen's edges, flips to the other side when there is
 * no room, and is never wider than the screen less that padding (343px on a 375px phone).
 */
export function PopoverContent({
  className,
  size,
  arrow = false,
  hideClose = false,
  sideOffset = 8,
  collisionPadding = 16,
  children,
  ...props
}: PopoverContentProps) {
  const intl = useIntl();
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        data-size={size ?? 'md'}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={popoverContentVariants({ size, className })}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <PopoverPrimitive.Close className="spw-popover__close" aria-label={intl.formatMessage({ id: 'common.close' })}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </PopoverPrimitive.Close>
        )}
        {arrow ? <PopoverPrimitive.Arrow className="spw-popover__arrow" width={16} height={8} /> : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

/** Names the panel (its `aria-labelledby`). */
export function PopoverTitle({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Title>) {
  return <PopoverPrimitive.Title data-slot="popover-title" className={cn('spw-popover__title', className)} {...props} />;
}

/** Describes the panel (its `aria-describedby`). */
export function PopoverDescription({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Description>) {
  return <PopoverPrimitive.Description data-slot="popover-description" className={cn('spw-popover__description', className)} {...props} />;
}
