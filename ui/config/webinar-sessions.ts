import { reviveWebinarSessions } from '../../core/site-config/revive-webinar-sessions';
import type { WebinarSession } from '../../core/site-config/site-config';
import type { WebinarSessionsJson } from '../../core/site-config/site-config-json';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_WEBINAR_SESSIONS__: WebinarSessionsJson;

/**
 * The configured live webinar sessions, earliest first, with real instants. Their status (passed,
 * today, upcoming) is worked out in the browser from its clock (docs/webinar.md "Timeline").
 */
export let webinarSessions: readonly WebinarSession[] =
  reviveWebinarSessions(__SITE_WEBINAR_SESSIONS__);

/** The running configuration's sessions instead (docs/site.md "Configuration reaches every page"). */
export function replaceWebinarSessions(json: WebinarSessionsJson): void {
  webinarSessions = reviveWebinarSessions(json);
}
