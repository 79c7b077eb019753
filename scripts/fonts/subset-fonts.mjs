// `npm run fonts:subset`: cuts the site's web fonts (scripts/fonts/font-subsets.mjs) out of
// @fontsource/noto-sans-georgian with HarfBuzz (subset-font) into ui/styles/fonts/, and prints each
// face's unicode-range for ui/styles/fonts.css. The cut files are committed, so a build needs no
// subsetting; tests/architecture/font-subsets.test.ts fails when a text uses a character the fonts
// have but the subsets dropped. Run it again after changing the subsets or upgrading the font.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { SUBSETS, sourceFileName, subsetFileName, unicodeRange, WEIGHTS } from './font-subsets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const sourceDir = join(
  dirname(require.resolve('@fontsource/noto-sans-georgian/package.json')),
  'files',
);
const outDir = join(root, 'ui/styles/fonts');

let total = 0;
for (const subset of SUBSETS) {
  const sizes = [];
  for (const weight of WEIGHTS) {
    const source = readFileSync(join(sourceDir, sourceFileName(subset.source, weight)));
    const text = String.fromCodePoint(...subset.codePoints);
    const woff2 = await subsetFont(source, text, { targetFormat: 'woff2' });
    writeFileSync(join(outDir, subsetFileName(subset.name, weight)), woff2);
    sizes.push(`${weight}: ${woff2.length} B`);
    total += woff2.length;
  }
  console.log(`${subset.name.padEnd(10)} ${sizes.join(', ')}`);
  console.log(`           unicode-range: ${unicodeRange(subset.codePoints)};`);
}
console.log(`all faces: ${total} B`);
