import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** A rounded square with the letters "in" drawn as strokes for the LinkedIn link (self-drawn). */
export function LinkedinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </StrokeIcon>
  );
}
