import { apiGet } from '../api/api-client';
import { type Catalogue, catalogueStaleAt, parseCatalogue } from './catalogue';

let pending: Promise<Catalogue | undefined> | undefined;
/** Browser time after which the shared answer is stale (`catalogueStaleAt`). */
let staleAt = Number.POSITIVE_INFINITY;

/**
 * Fetches the catalogue and shares the answer between the pricing hero, the hero countdown and the
 * checkout summary until it goes stale (the next configured change, or a minute while full), then
 * fetches again. A failure resolves to `undefined` (the build-time figures stay) and is not cached,
 * so a later caller may try again.
 */
export function loadCatalogue(): Promise<Catalogue | undefined> {
  if (Date.now() >= staleAt) pending = undefined;
  if (pending === undefined) {
    staleAt = Number.POSITIVE_INFINITY;
    const request = fetchCatalogue().then((catalogue) => {
      if (pending !== request) return catalogue;
      if (catalogue === undefined) pending = undefined;
      else staleAt = catalogueStaleAt(catalogue, Date.now()) ?? Number.POSITIVE_INFINITY;
      return catalogue;
    });
    pending = request;
  }
  return pending;
}

/** Drops the shared answer: the server has just said the sale changed (a refused checkout). */
export function forgetCatalogue(): void {
  pending = undefined;
}

async function fetchCatalogue(): Promise<Catalogue | undefined> {
  const sentAt = Date.now();
  const result = await apiGet<unknown>('/catalogue', { retry: { retries: 1 } });
  return result.ok ? parseCatalogue(result.data, sentAt, Date.now()) : undefined;
}
