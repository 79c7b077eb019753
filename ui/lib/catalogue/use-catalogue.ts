import { useEffect, useState } from 'react';
import type { Catalogue } from './catalogue';
import { loadCatalogue } from './load-catalogue';

/** The catalogue as a page sees it: not yet asked or still on its way, arrived, or unavailable. */
export type CatalogueState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalogue: Catalogue }
  | { readonly status: 'failed' };

const LOADING: CatalogueState = { status: 'loading' };

/**
 * The server catalogue, `loading` during prerendering and the first client render (so hydration
 * matches the static HTML), fetched after mount, never before paint.
 */
export function useCatalogue(
  load: () => Promise<Catalogue | undefined> = loadCatalogue,
): CatalogueState {
  const [state, setState] = useState<CatalogueState>(LOADING);
  useEffect(() => {
    let live = true;
    load().then((catalogue) => {
      if (live) setState(catalogue ? { status: 'ready', catalogue } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
