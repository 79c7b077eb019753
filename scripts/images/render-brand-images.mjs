// Renders the brand's raster images (the logo and the course image in Google's three aspect ratios,
// docs/site.md "SEO") from HTML in Debian's Chromium, with the site's own fonts. Run it after a
// change to the mark or the course name; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'ui/assets/brand');
const site = JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'));
const font = (file) =>
  `data:font/woff2;base64,${readFileSync(join(ROOT, 'ui/styles/fonts', file)).toString('base64')}`;
const FACES = ['mkhedruli', 'latin']
  .flatMap((subset) =>
    [400, 700].map(
      (weight) =>
        `@font-face{font-family:Noto;font-weight:${weight};src:url(${font(`noto-sans-georgian-${subset}-${weight}-normal.woff2`)})}`,
    ),
  )
  .join('');
const MARK = (size) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#1f4fd1"/><path d="M7 19h4v-4h4v-4h4V8" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const page = (width, height, body) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${FACES}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;font-family:Noto,sans-serif}
.card{box-sizing:border-box;width:100%;height:100%;padding:72px;display:flex;flex-direction:column;justify-content:space-between;background:#1a3fa8;color:#fff}
.brand{display:flex;align-items:center;gap:24px;font-size:40px;font-weight:700}
.brand svg rect{fill:#fff}.brand svg path{stroke:#1f4fd1}
h1{margin:0;font-size:64px;line-height:1.25;font-weight:700}
p{margin:12px 0 0;font-size:40px;line-height:1.3;opacity:.92}
.meta{font-size:32px;opacity:.85}</style></head><body>${body}</body></html>`;

const course = (width, height) =>
  page(
    width,
    height,
    `<div class="card"><div class="brand">${MARK(72)}<span>ტექ კარიერა · Tech Career</span></div>
<div><h1>${site.course.name.ka}</h1><p>${site.course.name.en}</p></div>
<div class="meta">8 კვირა, ლაივ · 8 weeks, live online</div></div>`,
  );

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const shots = [
    [
      'logo-512.png',
      512,
      512,
      page(512, 512, `<div style="width:512px;height:512px">${MARK(512)}</div>`),
    ],
    ['course-16x9.png', 1200, 675, course(1200, 675)],
    ['course-4x3.png', 1200, 900, course(1200, 900)],
    ['course-1x1.png', 1200, 1200, course(1200, 1200)],
  ];
  for (const [name, width, height, html] of shots) {
    const tab = await browser.newPage({ viewport: { width, height } });
    await tab.setContent(html);
    await tab.evaluate(() => document.fonts.ready);
    writeFileSync(
      join(OUT, name),
      await tab.screenshot({ type: 'png', omitBackground: name === 'logo-512.png' }),
    );
    await tab.close();
  }
} finally {
  await browser.close();
}
