import { useEffect, useState } from 'react';
import { type Catalogue, catalogueStaleAt } from './catalogue';
import { forgetCatalogue, loadCatalogue } from './load-catalogue';

/** The catalogue as a page sees it: not yet asked or still on its way, arrived, or unavailable. */
export type CatalogueState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalogue: Catalogue }
  | { readonly status: 'failed' };

const LOADING: CatalogueState = { status: 'loading' };

/** Under setTimeout's longest delay (about 24.8 days); a longer wait is simply re-armed. */
const MAX_DELAY_MS = 2e9;

/**
 * The server catalogue: `loading` in prerender and the first client render (so hydration matches),
 * fetched after mount, and asked again when stale (docs/site.md "Pages follow the clock"), so an
 * open page never offers an ended price or sale.
 */
export function useCatalogue(
  load: () => Promise<Catalogue | undefined> = loadCatalogue,
  /** A new value asks the server again at once (a refused checkout: the sale may have changed). */
  askAgain: unknown = undefined,
): CatalogueState {
  const [state, setState] = useState<CatalogueState>(LOADING);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // `round` asks again once the answer is stale, `askAgain` at once (past the shared answer).
    void round;
    if (askAgain !== undefined) forgetCatalogue();
    load().then((catalogue) => {
      if (!live) return;
      setState(catalogue ? { status: 'ready', catalogue } : { status: 'failed' });
      const staleAt = catalogue && catalogueStaleAt(catalogue, Date.now());
      if (staleAt === undefined) return;
      // A moment after the change, so the server's clock is surely past it too.
      const delay = Math.min(Math.max(staleAt - Date.now(), 0) + 250, MAX_DELAY_MS);
      timer = setTimeout(() => {
        forgetCatalogue();
        setRound(round + 1);
      }, delay);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, round, askAgain]);
  return state;
}
