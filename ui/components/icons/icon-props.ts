/** Props shared by the decorative icons: they are hidden from assistive technology, the link names them. */
export interface IconProps {
  className?: string;
  size?: number;
}
