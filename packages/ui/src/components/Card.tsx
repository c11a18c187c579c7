import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import './Card.css';

export const cardVariants = cva('spw-card', {
  variants: {
    variant: {
      /** White on the page, no edge: inside panels. */
      plain: 'spw-card--plain',
      /** Lifted by a soft shadow: the default. */
      elevated: 'spw-card--elevated',
      /** A hairline edge, no shadow: in dense lists. */
      outline: 'spw-card--outline',
    },
  },
  defaultVariants: { variant: 'elevated' },
});

export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Render the child (a link, an article) with the card's look: `<Card asChild><a href="#/…">…</a></Card>`. */
  asChild?: boolean;
}

export function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="card" data-variant={variant ?? 'elevated'} className={cardVariants({ variant, className })} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('spw-card__header', className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** The heading element to use instead of <h3> (say an <h2>), via Slot. */
  asChild?: boolean;
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3';
  return <Comp data-slot="card-title" className={cn('spw-card__title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('spw-card__description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('spw-card__content', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('spw-card__footer', className)} {...props} />;
}
