/** Joins class names, leaving out the empty and false ones: `cn('spw-card', active && 'is-active', className)`. */
export function cn(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
