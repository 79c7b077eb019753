import type { ReactNode } from 'react';
import type { IconProps } from './icon-props';

/**
 * The frame every line icon shares: a 24×24 stroked glyph in the current text colour. Icons are
 * decorative (`aria-hidden`): the link or button around them carries the accessible name.
 */
export function StrokeIcon({
  className,
  size = 24,
  children,
}: IconProps & { children: ReactNode }) {
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
      {children}
    </svg>
  );
}
