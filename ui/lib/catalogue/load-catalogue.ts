import { apiGet } from '../api/api-client';
import { type Catalogue, parseCatalogue } from './catalogue';

let pending: Promise<Catalogue | undefined> | undefined;

/**
 * Fetches the catalogue and shares the answer between the pricing hero, the hero countdown and the
 * checkout summary until it is forgotten (`forgetCatalogue`). A failure resolves to `undefined`
 * (the build-time figures stay) and is not cached, so a later caller may try again.
 */
export function loadCatalogue(): Promise<Catalogue | undefined> {
  pending ??= fetchCatalogue().then((catalogue) => {
    if (catalogue === undefined) pending = undefined;
    return catalogue;
  });
  return pending;
}

/**
 * Drops the shared answer, so the next caller asks the server: it went stale (a configured change
 * came, `catalogueStaleAt`) or the server just refused a checkout.
 */
export function forgetCatalogue(): void {
  pending = undefined;
}

async function fetchCatalogue(): Promise<Catalogue | undefined> {
  const sentAt = Date.now();
  const result = await apiGet<unknown>('/catalogue', { retry: { retries: 1 } });
  return result.ok ? parseCatalogue(result.data, sentAt, Date.now()) : undefined;
}
