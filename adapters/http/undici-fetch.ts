import type * as Undici from 'undici';

type UndiciFetch = typeof Undici.fetch;

let loading: Promise<UndiciFetch> | undefined;

/**
 * undici's `fetch`, the one HTTP client of every adapter (docs/decisions.md "Libraries where they exist"),
 * imported on the first outbound call instead of at start: undici takes ~120 ms
 * to import on its own, and the server's CPU until listening fell from ~620 to ~550 ms without it
 * (docs/performance.md "Start-up"); no request leaves before the server listens.
 */
export const fetch: UndiciFetch = async (...args) => {
  loading ??= import('undici').then((undici) => undici.fetch);
  return (await loading)(...args);
};
