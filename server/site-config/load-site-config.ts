import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import type { SiteConfig } from '../../core/site-config/site-config';
import { startupError } from '../errors/startup-error';

/** Where the operator's configuration lives unless SITE_CONFIG_PATH says otherwise. */
export const DEFAULT_SITE_CONFIG_PATH = 'config/site.json';

/** The configuration file's path: SITE_CONFIG_PATH, or config/site.json under `root`. */
export function siteConfigPath(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): string {
  const configured = env.SITE_CONFIG_PATH?.trim();
  return resolve(
    root,
    configured === undefined || configured === '' ? DEFAULT_SITE_CONFIG_PATH : configured,
  );
}

/** A configuration file read: valid, or why not (the file and every field that breaks a rule). */
export type SiteConfigReading =
  | { readonly ok: true; readonly config: SiteConfig }
  | { readonly ok: false; readonly message: string };

/** Reads and validates the site configuration, never throwing. */
export function readSiteConfig(path: string): SiteConfigReading {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Site configuration ${path} could not be read: ${reason}` };
  }
  const parsed = parseSiteConfig(json);
  if (parsed.isErr()) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue}`).join('\n');
    return { ok: false, message: `Site configuration ${path} is invalid:\n${lines}` };
  }
  return { ok: true, config: parsed.value };
}

/**
 * Reads and validates the site configuration, or throws a startup error whose message names the file
 * and every field that breaks a rule, so `npm start` and the build stop before serving stale facts.
 */
export function loadSiteConfig(path: string): SiteConfig {
  const reading = readSiteConfig(path);
  if (!reading.ok) throw startupError(reading.message);
  return reading.config;
}
