import type { Media } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_MEDIA__: Media;

/** The configured videos, press entries and booking page (docs/site.md "Media"). */
export let media: Media = __SITE_MEDIA__;

/** The running configuration's media instead (docs/site.md "Configuration reaches every page"). */
export function replaceMedia(value: Media): void {
  media = value;
}
