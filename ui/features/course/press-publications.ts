/** A publication that wrote about the course (docs/site.md "Landing sections"). */
export interface PressPublication {
  readonly id: string;
  /** The publication's own name, shown as written by the publication. */
  readonly name: string;
  /** A line about the article, in the page language. */
  readonly description?: string;
  /** A local logo under the site's own assets (never hot-linked); shown instead of the name. */
  readonly logo?: { readonly src: string; readonly width: number; readonly height: number };
  /** The article; when set the card opens it in a new tab. */
  readonly url?: string;
}

/**
 * The publications to show. Empty on purpose: no real press coverage has been supplied, and a
 * careful team does not invent media mentions; the section renders nothing until it is filled in
 * (docs/decisions.md).
 */
export const CONFIGURED_PUBLICATIONS: readonly PressPublication[] = [];
