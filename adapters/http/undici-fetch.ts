import type * as Undici from 'undici';

type UndiciFetch = typeof Undici.fetch;

let loading: Promise<UndiciFetch> | undefined;

/**
 * undici's `fetch`, the one HTTP client of every adapter (docs/decisions.md "Libraries where they
 * exist (session 3)"), imported on the first outbound call instead of at start: importing undici
 * costs about a sixth of the server's start-up CPU (docs/performance.md "Start-up"), and no request
 * leaves before the server listens.
 */
export const fetch: UndiciFetch = async (...args) => {
  loading ??= import('undici').then((undici) => undici.fetch);
  return (await loading)(...args);
};
