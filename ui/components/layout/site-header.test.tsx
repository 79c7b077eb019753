import { describe, expect, it } from 'vitest';
import { findLinks, renderAt, textOf } from '../../../tests/support/ui/layout-test-support';
import { SiteHeader } from './site-header';

function navLinks(html: string) {
  const nav = html.match(/<nav class="main-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
  return findLinks(nav);
}

describe('SiteHeader', () => {
  it('links every page with the English prefix on an English page', () => {
    const links = navLinks(renderAt(<SiteHeader />, '/en/refund-policy', 'x=1'));
    expect(links.map((link) => [link.attributes.href, textOf(link.inner)])).toEqual([
      ['/en', 'Home'],
      ['/en/investment-calculator', 'Investment calculator'],
      ['/en/webinar', 'Free webinar'],
      ['/en/checkout', 'Buy the course'],
    ]);
  });

  it('links every page with the Georgian prefix and Georgian labels on a Georgian page', () => {
    const links = navLinks(renderAt(<SiteHeader />, '/ka/webinar'));
    expect(links.map((link) => [link.attributes.href, textOf(link.inner)])).toEqual([
      ['/ka', 'მთავარი'],
      ['/ka/investment-calculator', 'საინვესტიციო კალკულატორი'],
      ['/ka/webinar', 'უფასო ვებინარი'],
      ['/ka/checkout', 'კურსის შეძენა'],
    ]);
  });

  it('marks only the link of the current page as current', () => {
    const links = navLinks(renderAt(<SiteHeader />, '/ka/investment-calculator/'));
    const current = links.filter((link) => link.attributes['aria-current'] === 'page');
    expect(current.map((link) => link.attributes.href)).toEqual(['/ka/investment-calculator']);
  });

  it('marks nothing as current on a page outside the navigation', () => {
    const links = navLinks(renderAt(<SiteHeader />, '/en/refund-policy'));
    expect(links.some((link) => 'aria-current' in link.attributes)).toBe(false);
  });

  it('has a logo linking to the language home with a wordmark in that language', () => {
    const [enLogo] = findLinks(renderAt(<SiteHeader />, '/en/webinar'));
    const [kaLogo] = findLinks(renderAt(<SiteHeader />, '/ka/webinar'));
    expect(enLogo?.attributes.href).toBe('/en');
    expect(textOf(enLogo?.inner ?? '')).toBe('Tech Career');
    expect(kaLogo?.attributes.href).toBe('/ka');
    expect(textOf(kaLogo?.inner ?? '')).toBe('ტექ კარიერა');
  });

  it('renders a collapsed menu toggle that controls the menu', () => {
    const html = renderAt(<SiteHeader />, '/en');
    const toggle = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle).toContain('aria-controls="site-menu"');
    expect(toggle).toContain('aria-label="Menu"');
    expect(html).toContain('id="site-menu"');
    expect(html).toContain('data-menu-open="false"');
  });

  it('is fixed by default and static when asked', () => {
    expect(renderAt(<SiteHeader />, '/en')).toContain('site-header--fixed');
    expect(renderAt(<SiteHeader fixed={false} />, '/en/checkout')).not.toContain(
      'site-header--fixed',
    );
  });
});
