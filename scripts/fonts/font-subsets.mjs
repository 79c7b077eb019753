// The web-font subsets the site ships (ui/styles/fonts/, docs/performance.md "Fonts"): which
// characters each face keeps, and which @fontsource/noto-sans-georgian file it is cut from. One
// module for the subsetting script and for the test that checks the texts against the subsets.

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** The weights the stylesheets use. */
export const WEIGHTS = [400, 600, 700];

/**
 * Each face: its name in the file names, the fontsource subset it is cut from, and its code points.
 * - mkhedruli: the whole Mkhedruli block, the script every Georgian text is written in, so an
 *   operator's new wording never meets a missing letter (the fontsource "georgian" file also holds
 *   Asomtavruli, Nuskhuri and Mtavruli: 180 glyphs for 48 used).
 * - latin: printable ASCII, the Latin-1 and typographic characters the texts use (no-break space,
 *   ©, «», ·, ×, dashes, curly quotes, ellipsis, bullet, €, ™, minus). Other accented letters fall
 *   back to the system font, as they did for anything outside fontsource's Latin file.
 * - lari: ₾ (U+20BE), which fontsource keeps in its latin-ext file, not in the Georgian one.
 */
export const SUBSETS = [
  { name: 'mkhedruli', source: 'georgian', codePoints: range(0x10d0, 0x10ff) },
  {
    name: 'latin',
    source: 'latin',
    codePoints: [
      ...range(0x20, 0x7e),
      0xa0,
      0xa9,
      0xab,
      0xb7,
      0xbb,
      0xd7,
      0x2013,
      0x2014,
      ...range(0x2018, 0x201a),
      ...range(0x201c, 0x201e),
      0x2022,
      0x2026,
      0x2039,
      0x203a,
      0x20ac,
      0x2122,
      0x2212,
    ],
  },
  { name: 'lari', source: 'latin-ext', codePoints: [0x20be] },
];

/** `noto-sans-georgian-<subset>-<weight>-normal.woff2`, the name the build's preload links look for. */
export function subsetFileName(subset, weight) {
  return `noto-sans-georgian-${subset}-${weight}-normal.woff2`;
}

/** The fontsource file a subset is cut from. */
export function sourceFileName(source, weight) {
  return `noto-sans-georgian-${source}-${weight}-normal.woff2`;
}

/** CSS `unicode-range` for a list of code points: consecutive runs joined (`U+10D0-10FF`). */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  const runs = [];
  for (const codePoint of sorted) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs
    .map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`))
    .join(', ');
}
