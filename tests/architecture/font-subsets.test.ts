import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  SUBSETS,
  sourceFileName,
  subsetFileName,
  unicodeRange,
  WEIGHTS,
} from '../../scripts/fonts/font-subsets.mjs';

// The web fonts are cut down to the characters the site sets (docs/performance.md "Fonts"); these
// checks fail when a text starts using a character the font has but the cut dropped, or when the
// stylesheet and the files disagree.
const root = join(import.meta.dirname, '../..');
const fontsDir = join(root, 'ui/styles/fonts');
const sourceDir = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-georgian/package.json')),
  'files',
);

/** The code points a woff2 file maps to glyphs. */
async function coverage(path: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(path), 'sfnt');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** The visible text of a built page: no scripts, no tags, entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
}

/**
 * Every text a visitor may see: the translations, the operator's configuration, the pages the
 * build made (when built), and for Georgian letters also the code that formats dates and figures.
 */
function siteTexts(): { all: string; withCode: string } {
  const texts = [
    ...filesUnder(join(root, 'locales'), /\.json$/).map((file) => readFileSync(file, 'utf8')),
    readFileSync(join(root, 'config/site.json'), 'utf8'),
    ...filesUnder(join(root, 'dist/client/pages'), /\.html$/).map((file) =>
      pageText(readFileSync(file, 'utf8')),
    ),
  ].join('\n');
  const code = ['ui', 'core']
    .flatMap((dir) => filesUnder(join(root, dir), /\.tsx?$/))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return { all: texts, withCode: `${texts}\n${code}` };
}

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F\u20BE]/gu;
const codePointsOf = (text: string) => new Set([...text].map((char) => char.codePointAt(0) ?? 0));
const shipped = new Set(SUBSETS.flatMap((subset) => subset.codePoints));
const hex = (codePoints: Iterable<number>) =>
  [...codePoints].map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`);

describe('web-font subsets (ui/styles/fonts)', () => {
  it('keep every Georgian letter and ₾ the texts use', () => {
    const used = codePointsOf(siteTexts().withCode.match(GEORGIAN)?.join('') ?? '');
    expect(used.size).toBeGreaterThan(30);
    expect(hex([...used].filter((codePoint) => !shipped.has(codePoint)))).toEqual([]);
  });

  it('keep every other character the texts use that the font has', async () => {
    const latin = await coverage(join(sourceDir, sourceFileName('latin', 400)));
    const used = [...codePointsOf(siteTexts().all)].filter((codePoint) => latin.has(codePoint));
    expect(hex(used.filter((codePoint) => !shipped.has(codePoint)))).toEqual([]);
  });

  it.each(
    SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => [subset.name, weight, subset] as const)),
  )(
    '%s %i: the file holds every character of its subset the source font has',
    async (_name, weight, subset) => {
      const source = await coverage(join(sourceDir, sourceFileName(subset.source, weight)));
      const cut = await coverage(join(fontsDir, subsetFileName(subset.name, weight)));
      const expected = subset.codePoints.filter((codePoint) => source.has(codePoint));
      expect(expected.length).toBe(subset.codePoints.length);
      expect(hex(expected.filter((codePoint) => !cut.has(codePoint)))).toEqual([]);
    },
  );

  it('are declared in fonts.css with exactly their unicode ranges, every weight', () => {
    const css = readFileSync(join(root, 'ui/styles/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
    expect(faces).toHaveLength(SUBSETS.length * WEIGHTS.length);
    for (const subset of SUBSETS) {
      for (const weight of WEIGHTS) {
        const face = faces.find((body) => body.includes(subsetFileName(subset.name, weight)));
        expect(face, subsetFileName(subset.name, weight)).toBeDefined();
        expect(face).toContain(`font-weight: ${weight};`);
        const declared = face?.match(/unicode-range:\s*([^;]+);/)?.[1]?.replace(/\s+/g, ' ');
        expect(declared).toBe(unicodeRange(subset.codePoints));
      }
    }
  });
});
