/**
 * The logo's picture drawn inline (the same drawing as public/logo.svg, and as the copy in
 * index.html's shell): it paints with the text around it, with no request of its own, so the
 * loading overlay is whole in its first frame.
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#16324f" />
      <path
        d="M17 46c6-1 9-5 12-10s7-9 13-10"
        fill="none"
        stroke="#7aacde"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeDasharray="0.1 8.5"
      />
      <circle cx="17" cy="46" r="4.5" fill="#ffffff" />
      <path
        d="M44 12c-5.2 0-9.4 4.1-9.4 9.2 0 6.9 8 16.7 8.7 17.5a.9.9 0 0 0 1.4 0c.7-.8 8.7-10.6 8.7-17.5 0-5.1-4.2-9.2-9.4-9.2z"
        fill="#f4a259"
      />
      <circle cx="44" cy="21.3" r="3.6" fill="#16324f" />
    </svg>
  );
}
