/** The client keeps a detected geo record for 15 minutes (docs/messaging.md "Geo detection": 900000 ms). */
const GEO_CACHE_TTL_MS = 900_000;

/** Whether a record cached at `cachedAt` may still be used; a future stamp (clock change) is stale. */
export function isGeoCacheFresh(cachedAt: Date, now: Date): boolean {
  const age = now.getTime() - cachedAt.getTime();
  return age >= 0 && age < GEO_CACHE_TTL_MS;
}
