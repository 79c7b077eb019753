import type { IconProps } from './icon-props';

/**
 * The brand mark: an upward step line in a rounded square (career growth). Self-drawn and decorative;
 * the logo link is named by its wordmark.
 */
export function LogoMark({ className, size = 28 }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="28" height="28" rx="7" fill="currentColor" />
      <path
        d="M7 19h4v-4h4v-4h4V8"
        fill="none"
        stroke="var(--color-surface, #fff)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
