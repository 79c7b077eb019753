import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** A play button in a rounded screen for the YouTube link (self-drawn). */
export function YoutubeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </StrokeIcon>
  );
}
