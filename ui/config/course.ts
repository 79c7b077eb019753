import type { Course } from '../../core/site-config/site-config';

/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_COURSE_NAME__: Course['name'];

/**
 * The course's one name per language (docs/site.md "Product name"): the checkout and the terms show
 * it, and the server sends the same configured name to the card provider.
 */
export let courseName: Course['name'] = __SITE_COURSE_NAME__;

/** The running configuration's course name instead (docs/site.md "Configuration reaches every page"). */
export function replaceCourseName(value: Course['name']): void {
  courseName = value;
}
