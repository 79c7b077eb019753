/** The text of the inline script that loads the client after the largest contentful paint. */
export const CLIENT_BOOT_SCRIPT: string;

/** `'sha256-…'` of that script, for the Content-Security-Policy's script-src. */
export const CLIENT_BOOT_SCRIPT_SOURCE: string;

/** The built template with its entry `<script src>` replaced by the boot script naming that entry. */
export function withClientBoot(template: string): string;
