import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags';

const base = {
  language: 'en' as const,
  title: 'Refund policy | TechCareer',
  description: 'How the 30-day "guarantee" works',
  origin: 'https://example.ge',
  noindex: false,
  siteName: 'TechCareer',
  structuredData: { '@type': 'Organization', name: 'Bad </script><script>alert(1)</script>' },
};

describe('renderHeadTags', () => {
  it('links the page to itself and to both language twins, x-default to Georgian', () => {
    const head = renderHeadTags({
      ...base,
      path: '/en/refund-policy',
      alternates: { ka: '/ka/refund-policy', en: '/en/refund-policy' },
    });
    expect(head).toContain('<link rel="canonical" href="https://example.ge/en/refund-policy">');
    expect(head).toContain('hreflang="ka" href="https://example.ge/ka/refund-policy"');
    expect(head).toContain('hreflang="en" href="https://example.ge/en/refund-policy"');
    expect(head).toContain('hreflang="x-default" href="https://example.ge/ka/refund-policy"');
    expect(head).toContain(
      '<meta property="og:url" content="https://example.ge/en/refund-policy">',
    );
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).toContain('<meta property="og:locale:alternate" content="ka_GE">');
    expect(head).not.toContain('noindex');
  });

  it('escapes text in attributes and JSON-LD', () => {
    const head = renderHeadTags({ ...base, path: '/en' });
    expect(head).toContain('content="How the 30-day &quot;guarantee&quot; works"');
    expect(head).not.toContain('</script><script>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('\\u003c/script>');
  });

  it('marks noindex pages and leaves out canonical and alternates when there is no URL', () => {
    const head = renderHeadTags({ ...base, language: 'ka', noindex: true });
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('hreflang');
    expect(head).toContain('<meta property="og:locale" content="ka_GE">');
  });
});
