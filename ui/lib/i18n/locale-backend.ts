import type { BackendModule, ReadCallback } from 'i18next';

/** The fetch subset the backend needs, so tests can pass a fake. */
export type FetchLike = (
  url: string,
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * docs/validation.md "Error codes": a translation read that failed with a 5xx or without any status (network) is
 * worth retrying; a 4xx will fail the same way again.
 */
export function isRetryableLocaleFailure(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}

/**
 * An i18next backend reading `GET {basePath}/{lng}/{ns}.json`. It only classifies failures: the
 * i18next connector does the rest of docs/site.md "Languages" (maxParallelReads 10, maxRetries 5, retryTimeout
 * 350 ms doubling), configured in create-i18n.ts.
 */
export function createLocaleBackend(fetchLike: FetchLike, basePath = '/locales'): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = `${basePath}/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
      fetchLike(url).then(
        async (response) => {
          if (!response.ok) {
            // i18next reads the second argument of a failed read as "retry?".
            callback(
              `failed loading ${url}: status ${response.status}`,
              isRetryableLocaleFailure(response.status),
            );
            return;
          }
          try {
            callback(null, (await response.json()) as Record<string, unknown>);
          } catch {
            callback(`failed parsing ${url}`, false);
          }
        },
        () => callback(`failed loading ${url}: network error`, true),
      );
    },
  };
}
