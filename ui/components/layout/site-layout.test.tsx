import { beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/ui/layout-test-support';
import { preloadDeferredSections } from '../deferred/deferred-section';
import { BUILD_YEAR } from './build-year';
import { SiteLayout } from './site-layout';

// As the prerenderer does: the deferred footer's code is loaded before rendering.
beforeAll(preloadDeferredSections);

function layoutAt(path: string, search = '') {
  return renderAt(
    <SiteLayout>
      <p>page body</p>
    </SiteLayout>,
    path,
    search,
  );
}

describe('SiteLayout', () => {
  it('puts the page inside the skip-link target and frames it with header and footer', () => {
    const html = layoutAt('/en/refund-policy', 'x=1');
    expect(html).toMatch(/<main id="main"[^>]*><p>page body<\/p><\/main>/);
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf('<footer'));
    expect(html).toContain(`© ${BUILD_YEAR}`);
  });

  it('offsets ordinary pages for the fixed header and shows the announcement', () => {
    const html = layoutAt('/en/refund-policy', 'x=1');
    expect(html).toContain('site-layout--header-offset');
    expect(html).toContain('site-header--fixed');
    expect(html).toContain('announcement-bar');
  });

  it.each(['/ka/checkout', '/en/payment-success'])(
    'drops the padding, the fixed header and the announcement on %s',
    (path) => {
      const html = layoutAt(path);
      expect(html).not.toContain('site-layout--header-offset');
      expect(html).not.toContain('site-header--fixed');
      expect(html).not.toContain('announcement-bar');
      expect(html).toContain('<header');
    },
  );
});
