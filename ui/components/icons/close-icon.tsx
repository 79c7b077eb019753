import type { IconProps } from './icon-props';
import { StrokeIcon } from './stroke-icon';

/** A cross (the open mobile menu toggle). */
export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
