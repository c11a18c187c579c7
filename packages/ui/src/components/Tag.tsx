import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import './Tag.css';

export const tagVariants = cva('spw-tag', {
  variants: {
    tone: {
      neutral: 'spw-tag--neutral',
      gold: 'spw-tag--gold',
      success: 'spw-tag--success',
      danger: 'spw-tag--danger',
      info: 'spw-tag--info',
    },
    size: {
      sm: 'spw-tag--sm',
      md: 'spw-tag--md',
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export interface TagProps extends ComponentProps<'span'>, VariantProps<typeof tagVariants> {
  /** Render the child (a link to a topic, say) with the tag's look. */
  asChild?: boolean;
}

/** A short label: a status ('已发布'), a category, a year. Text colours meet AA on their tints. */
export function Tag({ className, tone, size, asChild = false, ...props }: TagProps) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="tag" data-variant={tone ?? 'neutral'} className={tagVariants({ tone, size, className })} {...props} />;
}
