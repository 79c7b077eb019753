import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ThirdPartyTag } from '../../../core/consent/consent-rules';
import { allPagePaths } from '../../../core/site/routes';

const SHIPPED_LOCALES = join(import.meta.dirname, '../../../locales');

/** A small built site and locales folder in a temp directory, shaped like the real build output. */
export interface SiteFixture {
  readonly siteDir: string;
  readonly localesDir: string;
  remove(): void;
}

/** The fixture's HTML for a path: long enough that compression is real, marked so tests can tell pages apart. */
export function fixtureHtml(marker: string): string {
  const filler = '<p>ტექნოლოგიური კარიერა — tech career</p>'.repeat(40);
  return `<!doctype html><html><head><title>${marker}</title></head><body data-page="${marker}">${filler}</body></html>`;
}

function write(root: string, file: string, content: string): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/**
 * Writes every page of the route table, both 404 pages, the popup demo, two assets and locales;
 * the manifest lists `tags` as the build's third-party tags (none by default).
 */
export function createSiteFixture(
  options: { omitPath?: string; tags?: readonly ThirdPartyTag[] } = {},
): SiteFixture {
  const root = mkdtempSync(join(tmpdir(), 'server-site-'));
  const siteDir = join(root, 'site');
  const localesDir = join(root, 'locales');
  const pages = allPagePaths()
    .filter(({ path }) => path !== options.omitPath)
    .map(({ path }) => ({ path, file: `${path.slice(1)}.html` }));
  for (const page of pages) write(join(siteDir, 'pages'), page.file, fixtureHtml(page.path));
  write(join(siteDir, 'pages'), '404.ka.html', fixtureHtml('not-found-ka'));
  write(join(siteDir, 'pages'), '404.en.html', fixtureHtml('not-found-en'));
  write(join(siteDir, 'pages'), 'test-popup.html', fixtureHtml('test-popup'));
  const manifest = {
    pages,
    notFound: { ka: '404.ka.html', en: '404.en.html' },
    popupDemo: 'test-popup.html',
    tags: options.tags ?? [],
  };
  write(join(siteDir, 'pages'), 'manifest.json', JSON.stringify(manifest));
  write(join(siteDir, 'assets'), 'app-3f9a1c.js', 'console.log("app");\n');
  write(join(siteDir, 'assets'), 'app-77b2e0.css', 'body{margin:0}\n');
  write(localesDir, 'ka/common.json', JSON.stringify({ nav: { home: 'მთავარი' } }));
  write(localesDir, 'en/common.json', JSON.stringify({ nav: { home: 'Home' } }));
  write(localesDir, 'en/calendar_hero.json', JSON.stringify({ title: 'Book a call' }));
  // The legal texts an order's confirmation e-mail copies (docs/messaging.md "E-mail messages").
  for (const language of ['ka', 'en']) {
    const legal = readFileSync(join(SHIPPED_LOCALES, language, 'legal.json'), 'utf8');
    write(localesDir, `${language}/legal.json`, legal);
  }
  return { siteDir, localesDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
