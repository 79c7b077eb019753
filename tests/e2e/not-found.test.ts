import { describe, expect, it } from 'vitest';
import type { Language } from '../../core/language/languages';
import { pageTitle, TEXTS } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { currentPath, documentLanguage, visit } from './support/visit';

const site = setUpSite();

describe('the not-found page (docs/site.md "Routes")', () => {
  it.each<[string, Language, string]>([
    ['/nope', 'ka', '/ka'],
    ['/en/nope', 'en', '/en'],
    ['/ka/privacy-policy/extra', 'ka', '/ka'],
  ])('%s answers 404 in %s with a working link home', async (path, language, home) => {
    const texts = TEXTS[language].meta.notFound;
    const { page, response, problems } = await visit(site.browser, site.server.baseUrl, path, {
      documentStatus: 404,
      reusePage: true,
    });
    expect(response.status()).toBe(404);
    expect(response.request().redirectedFrom()).toBeNull();
    expect(currentPath(page)).toBe(path);
    expect(await documentLanguage(page)).toBe(language);
    expect(await page.title()).toBe(texts.title);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      texts.heading,
    ]);

    await page.getByRole('main').getByRole('link', { name: texts.homeLink }).click();
    await page.waitForURL(`${site.server.baseUrl}${home}`);
    await expect.poll(() => page.title()).toBe(pageTitle('home', language));
    expect(await documentLanguage(page)).toBe(language);
    expect(problems()).toEqual([]);
  });
});
