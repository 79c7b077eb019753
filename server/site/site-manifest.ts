import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { THIRD_PARTY_TAGS, type ThirdPartyTag } from '../../core/consent/consent-rules';

/** A file name relative to `<SITE_DIR>/pages/`: no absolute paths, no `..` segments. */
const RelativeFile = v.pipe(
  v.string(),
  v.regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[\w./-]+\.html$/, 'must be a relative .html path'),
);

/**
 * `<SITE_DIR>/pages/manifest.json`, written by the prerender build: each page's path and file,
 * the not-found page per language, the popup demo page, and the third-party tags the built client
 * can load (those with a configured id), whose hosts the Content-Security-Policy then allows.
 */
export const SiteManifestSchema = v.object({
  pages: v.array(v.object({ path: v.pipe(v.string(), v.startsWith('/')), file: RelativeFile })),
  notFound: v.object({ ka: RelativeFile, en: RelativeFile }),
  popupDemo: RelativeFile,
  tags: v.array(v.picklist(THIRD_PARTY_TAGS)),
  /** The instant every page was rendered for (ISO 8601); the server renders again past it. */
  renderedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

/** The manifest's file name in `<SITE_DIR>/pages/`. */
export const SITE_MANIFEST_FILE = 'manifest.json';

/** The parsed build manifest. */
export type SiteManifest = v.InferOutput<typeof SiteManifestSchema>;

/**
 * The built client's third-party tags, read while the app is composed: the security headers are
 * fixed before the site loads. A missing or malformed manifest gives none here; loading the site
 * then stops the start with its own message (load-site.ts).
 */
export function readBuildTags(siteDir: string): readonly ThirdPartyTag[] {
  try {
    const raw: unknown = JSON.parse(
      readFileSync(join(siteDir, 'pages', SITE_MANIFEST_FILE), 'utf8'),
    );
    const parsed = v.safeParse(SiteManifestSchema, raw);
    return parsed.success ? parsed.output.tags : [];
  } catch {
    return [];
  }
}
