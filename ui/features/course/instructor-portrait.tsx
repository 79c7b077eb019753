/** Props of the drawn portrait. */
export interface InstructorPortraitProps {
  /** The initials drawn in the middle, from the locales. */
  readonly initials: string;
  /** What the picture shows, for screen readers. */
  readonly label: string;
}

/**
 * A self-made SVG portrait placeholder (initials on abstract shapes): no photo of the instructor
 * exists, and hot-linked or copied images are not allowed. Fixed 240×240 box.
 */
export function InstructorPortrait({ initials, label }: InstructorPortraitProps) {
  return (
    <svg
      className="instructor-portrait"
      viewBox="0 0 240 240"
      width="240"
      height="240"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id="instructor-portrait-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f4fd1" />
          <stop offset="1" stopColor="#0f7a5c" />
        </linearGradient>
      </defs>
      <rect width="240" height="240" rx="32" fill="url(#instructor-portrait-bg)" />
      <circle cx="196" cy="44" r="52" fill="#ffffff" opacity="0.12" />
      <circle cx="36" cy="210" r="70" fill="#ffffff" opacity="0.08" />
      <path d="M0 170 Q120 120 240 178 V240 H0 Z" fill="#ffffff" opacity="0.1" />
      <text
        x="120"
        y="136"
        textAnchor="middle"
        fontSize="76"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="'Noto Sans Georgian', system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
