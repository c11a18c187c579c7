/** The drawing of a failed load (EmptyState's icon slot): a platinum ring with a gold mark. */
export function ErrorMark() {
  return (
    <svg viewBox="0 0 48 48" focusable="false">
      <circle cx="24" cy="24" r="17" fill="var(--color-platinum-100)" stroke="currentColor" strokeWidth="1.5" />
      <path d="M24 15v11" stroke="var(--color-gold-500)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="24" cy="32" r="1.75" fill="var(--color-gold-500)" />
    </svg>
  );
}
