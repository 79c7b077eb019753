import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * One page build (server/prerender/build.mjs) from a configuration whose texts read like code. The
 * build's check of the page renderer's imports must read the bundler's account of them, not the
 * bundled text those texts are inlined into; the pages must show the texts as written.
 */

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const DAY_MS = 86_400_000;
const LANGUAGES = ['ka', 'en'] as const;

/** Session titles in order; the second ends in "from" and another follows it, as once broke the build. */
const TITLES = [
  {
    en: `Why import "x" and require('y') fail </script> — a \`build\` story`,
    ka: `რატომ ვერ ხერხდება import "x" და require('y') </script> — \`build\` ამბავი`,
  },
  {
    en: 'Personal brand on LinkedIn: where opportunities come from',
    ka: 'პერსონალური ბრენდი LinkedIn-ზე: საიდან მოდის from',
  },
  {
    en: `import { offer } from 'next-step'; const plan = require("plan"); \`done\``,
    ka: `import { შეთავაზება } from "შემდეგი"; require('ნაბიჯი') </script>`,
  },
];
const SELLER = {
  legalName: {
    en: `From & Import "LLC" 'Ltd' </script> \`co\``,
    ka: `შპს „from“ import require("x") 'y' \`z\` </script>`,
  },
  legalForm: { en: `Limited Liability Company from 'here'`, ka: 'შეზღუდული პასუხისმგებლობის from' },
};

let dir: string;
let siteDir: string;

/** The shipped configuration with the texts above and sessions a week apart, from next week on. */
function configuration(): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8'));
  // The pages render at the build's own clock, so the sessions are placed ahead of the real one.
  const firstHour = Math.ceil((Date.now() + 7 * DAY_MS) / 3_600_000) * 3_600_000;
  const webinarSessions = TITLES.map((title, index) => ({
    startsAt: new Date(firstHour + index * 7 * DAY_MS).toISOString(),
    durationMinutes: 90,
    title,
  }));
  return JSON.stringify({ ...config, webinarSessions, seller: { ...config.seller, ...SELLER } });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-build-'));
  // The built page renderer (dir/ssr) imports react-dom and the rest from a node_modules beside it.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'junction');
  writeFileSync(join(dir, 'site.json'), configuration());
  siteDir = join(dir, 'client');
  await run(process.execPath, ['server/prerender/build.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_CONFIG_PATH: join(dir, 'site.json'),
      SITE_DIR: siteDir,
    },
    timeout: 240_000,
  });
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (file: string) => readFileSync(join(siteDir, 'pages', file), 'utf8');

/** Text as React writes it into HTML (text and attribute values alike). */
function reactEscaped(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  };
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** The pages that list the webinar sessions, in one language. */
const sessionPages = (language: string) => [
  `${language}.html`,
  `${language}/webinar.html`,
  `${language}/webinar-registration.html`,
];

describe('a page build from texts that read like code', () => {
  it('shows every session title and the seller as written, in both languages', () => {
    for (const language of LANGUAGES) {
      for (const file of sessionPages(language)) {
        const html = page(file);
        for (const title of TITLES) expect(html, file).toContain(reactEscaped(title[language]));
      }
      const home = page(`${language}.html`);
      expect(home).toContain(reactEscaped(SELLER.legalName[language]));
      expect(home).toContain(reactEscaped(SELLER.legalForm[language]));
    }
  });

  it('never lets a text close a script element', () => {
    for (const language of LANGUAGES) {
      for (const file of sessionPages(language)) {
        const html = page(file);
        expect(html.split('</script>').length, file).toBe(html.split('<script').length);
      }
    }
  });

  it('keeps the texts in the structured data, escaped for a script element', () => {
    for (const language of LANGUAGES) {
      const json = page(`${language}.html`).match(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/,
      )?.[1];
      expect(json).toContain('\\u003c/script>');
      const graph = JSON.parse(json ?? '{}')['@graph'] as Record<string, unknown>[];
      const event = graph.find((node) => node['@type'] === 'Event');
      expect(event?.name).toBe(TITLES[0]?.[language]);
      expect(JSON.stringify(graph)).toContain(JSON.stringify(SELLER.legalName[language]));
    }
  });
});
