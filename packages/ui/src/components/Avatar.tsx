import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { VerifiedBadge } from './VerifiedBadge.tsx';
import './Avatar.css';

export const avatarVariants = cva('spw-avatar', {
  variants: { size: { sm: 'spw-avatar--sm', md: 'spw-avatar--md', lg: 'spw-avatar--lg', xl: 'spw-avatar--xl' } },
  defaultVariants: { size: 'md' },
});

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** '林晓' → '林'; 'Oliver Bennett' → 'OB'; 'yumi' → 'Y'; '' → '?'. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0];
  if (!first) return '?';
  // A Chinese, Japanese or Korean name: its first character (the family name), as people write it.
  if (CJK.test(first)) return first;
  const words = trimmed.split(/\s+/);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarVariants> {
  src?: string;
  /** The person's name: the picture's accessible name, and its initials when there is no picture. */
  name: string;
  /** The user's verified_type when is_verified is 1: overlays the VerifiedBadge (2 organisation, else expert). */
  verifiedType?: number;
  /** Hide the picture from screen readers when the name is written beside it anyway. */
  decorative?: boolean;
}

const BADGE_SIZE = { sm: 'sm', md: 'sm', lg: 'md', xl: 'lg' } as const;

/**
 * A person's picture in a circle, or their initials when there is none or it does not load (the
 * frame's colour stands in while it loads). Plain elements: an image and a fallback need no library
 * (Radix's Avatar was 1.3 KB on every page with a face).
 */
export function Avatar({ src, name, size, verifiedType, decorative = false, className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span data-slot="avatar" data-variant={size ?? 'md'} className={avatarVariants({ size, className })} {...props}>
      <span className="spw-avatar__frame" {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
        {picture ? (
          <img className="spw-avatar__image" src={picture} alt="" decoding="async" onError={() => setFailed(picture)} />
        ) : (
          // The initials of a name as its owner wrote it: not words of the site (an English page may show '林').
          <span className="spw-avatar__fallback" translate="no">
            {initialsOf(name)}
          </span>
        )}
      </span>
      {verifiedType === undefined ? null : (
        <VerifiedBadge className="spw-avatar__badge" verified_type={verifiedType} size={BADGE_SIZE[size ?? 'md']} />
      )}
    </span>
  );
}
