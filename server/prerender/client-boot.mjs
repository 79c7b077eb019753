// The one inline script of every page. It loads the client's entry module (named by its
// `data-client-entry` attribute) once the page's largest contentful paint has happened, so nothing
// the first paint needs waits on JavaScript (docs/performance.md "Budgets"). Its text never changes
// with a build, so its hash is a constant of the Content-Security-Policy (docs/security.md).
import { createHash } from 'node:crypto';

/** Hidden tabs never paint, and a browser may report no paint timing at all: load after this anyway. */
const FALLBACK_MS = 2000;

// A paint-timing observer's callback runs in a task of its own after the paint. An external entry
// script (or its animation-frame callbacks, which run inside the painting frame) would tie the paint
// to the script's download: Lighthouse then counted that download, and the client's, in the largest
// contentful paint (1.1–1.6× the page without JavaScript). Browsers without the largest-contentful-
// paint entry (Safari) wait for the first contentful paint instead.
export const CLIENT_BOOT_SCRIPT = `{
const entry = document.querySelector('script[data-client-entry]').dataset.clientEntry;
const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
const type = ['largest-contentful-paint', 'paint'].find((name) => types.includes(name));
let observer;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  observer?.disconnect();
  import(entry);
};
if (type) {
  observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => e.name !== 'first-paint')) start();
  });
  observer.observe({ type, buffered: true });
}
setTimeout(start, ${FALLBACK_MS});
}`;

/** The CSP source that allows exactly that script. */
export const CLIENT_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(CLIENT_BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The built template with its entry `<script src>` replaced by the boot script naming that entry. */
export function withClientBoot(template) {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('The built index.html has no entry module script to boot.');
  return template.replace(
    ENTRY_SCRIPT,
    () => `<script type="module" data-client-entry="${entry}">${CLIENT_BOOT_SCRIPT}</script>`,
  );
}
