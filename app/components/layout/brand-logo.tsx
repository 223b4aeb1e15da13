/** The vendor mark and name; the mark is decorative, the name is the link text. */
export function BrandLogo({ name }: { name: string }) {
  return (
    <span className="brand-logo">
      <svg aria-hidden="true" focusable="false" width="28" height="32" viewBox="0 0 28 32">
        <path d="M14 1 2 6v9c0 8 5.2 13.6 12 16 6.8-2.4 12-8 12-16V6L14 1Z" fill="currentColor" />
        <path d="M14 6.5 7 9.4v5.7c0 5 3 8.6 7 10.2 4-1.6 7-5.2 7-10.2V9.4l-7-2.9Z" fill="var(--color-accent)" />
      </svg>
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
