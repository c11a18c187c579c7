import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import './Avatar.css';

export const avatarVariants = cva('spw-avatar', {
  variants: { size: { sm: 'spw-avatar--sm', md: 'spw-avatar--md', lg: 'spw-avatar--lg', xl: 'spw-avatar--xl' } },
  defaultVariants: { size: 'md' },
});

export interface AvatarProps extends VariantProps<typeof avatarVariants> {
  src?: string;
  /** The person's name: the picture's alt text, and its first character when there is no picture. */
  name: string;
}

export function Avatar({ src, name, size }: AvatarProps) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <AvatarPrimitive.Root data-slot="avatar" data-variant={size ?? 'md'} className={avatarVariants({ size })}>
      {src ? <AvatarPrimitive.Image className="spw-avatar__image" src={src} alt={name} /> : null}
      <AvatarPrimitive.Fallback className="spw-avatar__fallback" delayMs={src ? 300 : 0}>
        {/* Drawn by CSS, so the letter is not read out or counted as the text of a labelled control. */}
        <span aria-hidden="true" className="spw-avatar__initial" data-initial={initial} />
        <span className="spw-visually-hidden">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
