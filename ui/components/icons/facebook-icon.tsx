import type { IconProps } from './icon-props';

/** A stroked letter "f" for the Facebook link (self-drawn). Decorative: the surrounding control carries the accessible name. */
export function FacebookIcon({ className, size = 24 }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 3h-2a4 4 0 0 0-4 4v14M6 11h8" />
    </svg>
  );
}
