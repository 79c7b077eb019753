import { describe, expect, it } from 'vitest';
import { allPagePaths, type PageId } from '../../core/site/routes';
import { pageTitle, TEXTS } from './support/site-pages';
import { setUpSite } from './support/site-server';
import { currentPath, documentLanguage, visit } from './support/visit';

const site = setUpSite();

/** Opens `from` and checks the browser was redirected to `to` and shows that page, in Georgian. */
async function expectRedirect(from: string, to: string, pageId: PageId): Promise<void> {
  const { page, response, problems } = await visit(site.browser, site.server.baseUrl, from, {
    reusePage: true,
  });
  expect(response.request().redirectedFrom()?.url()).toBe(`${site.server.baseUrl}${from}`);
  expect(response.status()).toBe(200);
  // Checked after hydration, so a client-side redirect to somewhere else would show here too.
  expect(currentPath(page)).toBe(to);
  expect(await page.title()).toBe(pageTitle(pageId, 'ka'));
  expect(await documentLanguage(page)).toBe('ka');
  expect(problems()).toEqual([]);
}

describe('redirects as the browser sees them (docs/site.md "Routes" route table)', () => {
  it('sends / to /ka, keeping the query', async () => {
    await expectRedirect('/', '/ka', 'home');
    await expectRedirect(
      '/?utm_source=newsletter&utm_medium=email',
      '/ka?utm_source=newsletter&utm_medium=email',
      'home',
    );
  });

  it('sends /refund-policy?x=1 to /ka/refund-policy?x=1', async () => {
    await expectRedirect('/refund-policy?x=1', '/ka/refund-policy?x=1', 'refund-policy');
  });

  const unprefixed = allPagePaths()
    .filter((page) => page.language === 'ka' && page.path !== '/ka')
    .filter((page) => page.pageId !== 'payment-success')
    .map((page) => [page.path.slice('/ka/'.length), page.pageId] as const);

  it.each(unprefixed)('sends /%s to its /ka twin, keeping the query', async (slug, id) => {
    await expectRedirect(`/${slug}?utm_source=e2e`, `/ka/${slug}?utm_source=e2e`, id);
  });

  it('sends /product to /ka, keeping the query', async () => {
    await expectRedirect('/product', '/ka', 'home');
    await expectRedirect('/product?utm_campaign=spring', '/ka?utm_campaign=spring', 'home');
  });

  it('shows the payment result at /payment-success without redirecting', async () => {
    const path = '/payment-success?order_id=A1&order_status=approved';
    const { page, response, problems } = await visit(site.browser, site.server.baseUrl, path, {
      reusePage: true,
    });
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    expect(currentPath(page)).toBe(path);
    expect(await page.title()).toBe(pageTitle('payment-success', 'ka'));
    expect(await documentLanguage(page)).toBe('ka');
    // No order token: nothing confirms the query's "approved", so the page says it cannot tell.
    await page.getByRole('heading', { level: 1, name: TEXTS.ka.payment.unknown.title }).waitFor();
    expect(problems()).toEqual([]);
  });
});
