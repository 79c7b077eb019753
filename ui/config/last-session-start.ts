import type { SiteFacts } from '../../core/site/site-facts';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_LAST_SESSION_START__: SiteFacts['lastSessionStart'];

/**
 * When the last configured webinar session starts (epoch ms; null with none): the announcement bar
 * on every page tells from it alone whether a session is still ahead (docs/webinar.md "No session
 * scheduled").
 */
export let lastSessionStart: number | null = __SITE_LAST_SESSION_START__;

/** The running configuration's instead (docs/site.md "Configuration reaches every page"). */
export function replaceLastSessionStart(value: number | null): void {
  lastSessionStart = value;
}
