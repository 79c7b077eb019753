import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import type { SiteFixture } from './support/site-fixture';

/*
 * The images the structured data and the link previews name (docs/site.md "SEO"): every URL the
 * built home page gives is served, as a PNG of the size Google's guidance asks for.
 */
const ROOT = join(import.meta.dirname, '../..');
const BUILT_SITE: SiteFixture = {
  siteDir: join(ROOT, 'dist/client'),
  localesDir: join(ROOT, 'locales'),
  remove: () => {},
};

let t: PaymentsApp;
beforeAll(async () => {
  t = await buildPaymentsApp(BUILT_SITE);
});
afterAll(async () => {
  await t.app.close();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function served(url: string) {
  const response = await t.app.inject({ url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  return pngSize(response.rawPayload);
}

describe('brand images', () => {
  it.each(['ka', 'en'])(
    '%s: the logo, the course images and the preview image are served',
    async (language) => {
      const html = (await t.app.inject({ url: `/${language}` })).body;
      const preview = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(await served(preview)).toEqual({ width: 1200, height: 675 });
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const graph = (JSON.parse(ld) as { '@graph': Record<string, unknown>[] })['@graph'];
      const organization = graph.find((node) => node['@type'] === 'Organization');
      expect(await served(String(organization?.logo))).toEqual({ width: 512, height: 512 });
      const course = graph.find((node) => node['@type'] === 'Course');
      const sizes = await Promise.all(((course?.image ?? []) as string[]).map(served));
      expect(sizes).toEqual([
        { width: 1200, height: 675 },
        { width: 1200, height: 900 },
        { width: 1200, height: 1200 },
      ]);
    },
  );
});
