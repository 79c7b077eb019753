import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { Language } from '../../core/language/languages';
import { allPagePaths } from '../../core/site/routes';
import { startupError } from '../errors/startup-error';
import { type CompressedFile, compressedFile, type PrecompressedForms } from './compressed-file';
import { SITE_MANIFEST_FILE, type SiteManifest, SiteManifestSchema } from './site-manifest';

/** The prerendered site held in memory: every page, the 404 pages and the popup demo. */
export interface SiteBundle {
  /** Page path (`/ka`, `/en/refund-policy`) → its HTML. */
  readonly pages: ReadonlyMap<string, CompressedFile>;
  readonly notFound: Readonly<Record<Language, CompressedFile>>;
  readonly popupDemo: CompressedFile;
  /** The instant the pages were rendered for; unknown for a build that did not record it. */
  readonly renderedAt?: Date | undefined;
}

const HTML = 'text/html; charset=utf-8';

async function readManifest(pagesDir: string): Promise<SiteManifest> {
  const manifestPath = join(pagesDir, SITE_MANIFEST_FILE);
  const raw = await readFile(manifestPath, 'utf8').catch(() => {
    throw startupError(
      `The built site was not found (${manifestPath}). Run \`npm run build\` first, or set SITE_DIR.`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw startupError(`${manifestPath} is not valid JSON. Run \`npm run build\` again.`);
  }
  const parsed = v.safeParse(SiteManifestSchema, json);
  if (!parsed.success) {
    throw startupError(`${manifestPath} is malformed: ${v.summarize(parsed.issues)}`);
  }
  return parsed.output;
}

/** The build's `.br` and `.gz` siblings of a page; undefined when either is missing. */
async function readForms(path: string): Promise<PrecompressedForms | undefined> {
  try {
    const [br, gzip] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
    return { br, gzip };
  } catch {
    return undefined;
  }
}

async function loadHtml(pagesDir: string, file: string): Promise<CompressedFile> {
  const path = join(pagesDir, file);
  const [body, forms] = await Promise.all([
    readFile(path).catch(() => {
      throw startupError(`${path} is listed in the manifest but missing.`);
    }),
    readForms(path),
  ]);
  return compressedFile(HTML, body, forms);
}

/**
 * Reads the build manifest and every page it lists into memory, compressed, once at start-up: the
 * build's brotli and gzip forms when they match the page, else compressed here.
 * Fails with a readable message when the build is missing or lacks a page of the route table.
 */
export async function loadSite(siteDir: string): Promise<SiteBundle> {
  const pagesDir = resolve(siteDir, 'pages');
  const manifest = await readManifest(pagesDir);
  const listed = new Set(manifest.pages.map((page) => page.path));
  const missing = allPagePaths().filter(({ path }) => !listed.has(path));
  if (missing.length > 0) {
    const paths = missing.map(({ path }) => path).join(', ');
    throw startupError(`The built site lacks pages: ${paths}. Run \`npm run build\` again.`);
  }
  const pages = await Promise.all(
    manifest.pages.map(async (page) => [page.path, await loadHtml(pagesDir, page.file)] as const),
  );
  const [ka, en, popupDemo] = await Promise.all([
    loadHtml(pagesDir, manifest.notFound.ka),
    loadHtml(pagesDir, manifest.notFound.en),
    loadHtml(pagesDir, manifest.popupDemo),
  ]);
  const renderedAt = manifest.renderedAt === undefined ? undefined : new Date(manifest.renderedAt);
  return { pages: new Map(pages), notFound: { ka, en }, popupDemo, renderedAt };
}
