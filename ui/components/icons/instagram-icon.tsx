import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** A simple camera glyph for the Instagram link (self-drawn, not the trademark artwork). */
export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </StrokeIcon>
  );
}
