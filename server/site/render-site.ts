import { setImmediate as nextTurn } from 'node:timers/promises';
import { allPagePaths } from '../../core/site/routes';
import { compressFile } from './compressed-file';
import type { SiteBundle } from './load-site';
import type { PageRenderer } from './page-renderer';

const HTML = 'text/html; charset=utf-8';

/**
 * Every page the build prerenders, rendered again as of `now` and compressed for serving
 * (docs/site.md "Pages follow the clock"). One page per turn of the event loop, so requests are
 * answered between pages while a render runs.
 */
export async function renderSite(pages: PageRenderer, now: Date): Promise<SiteBundle> {
  // The seats are counted once, so every page of the render says the same.
  const fullCohort = await pages.fullCohortAt(now);
  const document = async (path: string) => {
    await nextTurn();
    return compressFile(HTML, Buffer.from(await pages.render(path, { now, fullCohort })));
  };
  const rendered = new Map<string, Awaited<ReturnType<typeof document>>>();
  for (const { path } of allPagePaths()) rendered.set(path, await document(path));
  return {
    pages: rendered,
    notFound: { ka: await document('/ka/404'), en: await document('/en/404') },
    popupDemo: await document('/test-popup'),
    renderedAt: now,
  };
}
