import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import './Tooltip.css';

/*
 * A tooltip is never the only way to get information. Touch screens never show one (there is no
 * hover), it closes on click, and screen readers hear it only as the trigger's description. So:
 * - an icon-only button still needs its own `aria-label`; the tooltip may repeat it for the eye;
 * - anything the user must know (a price's source, a rule, an error) goes in visible text or a
 *   Popover, not in a tooltip;
 * - the trigger must be focusable (a button or a link) so keyboard users get the tooltip too. A
 *   disabled button gets neither hover nor focus: wrap it in `<span tabIndex={0}>` if it needs one.
 */

/** How long the pointer rests on a trigger before its tooltip opens; keyboard focus opens it at once. */
export const TOOLTIP_DELAY = 300;

/** Set by <TooltipProvider>, so a lone <Tooltip> knows whether it must bring its own. */
const HasProvider = createContext(false);

/**
 * Shares the opening delay among the tooltips inside it: once one is open, moving to the next
 * trigger shows its tooltip without waiting again. Put one around the app; a tooltip outside any
 * provider gets its own.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasProvider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </HasProvider>
  );
}

/** One tooltip's state: opens on hover (after the delay) and on keyboard focus, closes on Escape, blur or click. */
export function TooltipRoot(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(HasProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export interface TooltipContentProps extends ComponentProps<typeof TooltipPrimitive.Content> {
  /** Draw a small arrow pointing at the trigger (on by default). */
  arrow?: boolean;
}

/** The bubble, in a portal; `role="tooltip"` and the trigger's `aria-describedby` while open. */
export function TooltipContent({ className, arrow = true, sideOffset = 6, collisionPadding = 8, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn('spw-tooltip', className)}
        {...props}
      >
        {children}
        {arrow ? <TooltipPrimitive.Arrow className="spw-tooltip__arrow" width={12} height={6} /> : null}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> {
  /** What the tooltip says: a short hint that repeats or adds to what is on screen, never replaces it. */
  content: ReactNode;
  /** One focusable element (a button or a link): it becomes the trigger. */
  children: ReactElement;
  side?: TooltipContentProps['side'];
  align?: TooltipContentProps['align'];
  arrow?: boolean;
  className?: string;
}

/** The usual case in one line: `<Tooltip content="复制链接"><IconButton … /></Tooltip>`. */
export function Tooltip({ content, children, side, align, arrow, className, ...rootProps }: TooltipProps) {
  return (
    <TooltipRoot {...rootProps}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} align={align} arrow={arrow} className={className}>
        {content}
      </TooltipContent>
    </TooltipRoot>
  );
}
