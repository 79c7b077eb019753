import { CHROMELESS_SLUGS } from '../../../core/site/routes';

/**
 * True on checkout and payment-result paths, prefixed or not: there the announcement bar is hidden and the
 * fixed-header padding is dropped (docs/site.md "Navigation and layout"). Matches whole path segments, so `/ka/checkout` and
 * `/payment-success` match but a slug that merely starts with the same letters does not.
 */
export function isChromelessPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.some((segment) => CHROMELESS_SLUGS.includes(segment));
}
