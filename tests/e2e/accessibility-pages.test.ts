import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { STATIC_PAGES } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { visit } from './support/visit';

/*
 * axe over every page as it first loads; the states a visitor opens (menus, dialogs, results) are in
 * accessibility.test.ts. Two files so the two halves run side by side.
 */
const site = setUpSite();

describe('axe finds no serious or critical WCAG 2.2 AA issue on any page (docs/site.md "Accessibility")', () => {
  it.each(STATIC_PAGES.map((page) => page.path))('%s', async (path) => {
    const { page, problems } = await visit(site.browser, site.server.baseUrl, path, {
      reusePage: true,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it.each(['/nope', '/en/nope'])('the not-found page at %s', async (path) => {
    const { page } = await visit(site.browser, site.server.baseUrl, path, {
      documentStatus: 404,
      reusePage: true,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
