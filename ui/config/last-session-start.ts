import type { SiteFacts } from '../../core/site-config/site-facts';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_LAST_SESSION_START__: SiteFacts['lastSessionStart'];

const revive = (iso: string | null) => (iso === null ? undefined : new Date(iso));

/**
 * When the last configured webinar session starts: the announcement bar on every page tells from it
 * alone whether a session is still ahead (docs/webinar.md "No session scheduled").
 */
export let lastSessionStart: Date | undefined = revive(__SITE_LAST_SESSION_START__);

/** The running configuration's instead (docs/site.md "Configuration reaches every page"). */
export function replaceLastSessionStart(iso: string | null): void {
  lastSessionStart = revive(iso);
}
