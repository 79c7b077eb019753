import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** Three horizontal bars (the closed mobile menu toggle). */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}
