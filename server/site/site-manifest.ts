import * as v from 'valibot';

/** A file name relative to `<SITE_DIR>/pages/`: no absolute paths, no `..` segments. */
const RelativeFile = v.pipe(
  v.string(),
  v.regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[\w./-]+\.html$/, 'must be a relative .html path'),
);

/**
 * `<SITE_DIR>/pages/manifest.json`, written by the prerender build: each page's path and file,
 * the not-found page per language and the popup demo page.
 */
export const SiteManifestSchema = v.object({
  pages: v.array(v.object({ path: v.pipe(v.string(), v.startsWith('/')), file: RelativeFile })),
  notFound: v.object({ ka: RelativeFile, en: RelativeFile }),
  popupDemo: RelativeFile,
});

/** The parsed build manifest. */
export type SiteManifest = v.InferOutput<typeof SiteManifestSchema>;
