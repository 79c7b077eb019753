import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** A stroked letter "f" for the Facebook link (self-drawn). */
export function FacebookIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v14M6 11h8" />
    </StrokeIcon>
  );
}
