import { describe, expect, it } from 'vitest';
import { parseEmbeddedResources, renderEmbeddedResources } from './embedded-resources';

describe('embedded i18n resources', () => {
  it('round-trips through the data block and cannot close the script element', () => {
    const embedded = {
      language: 'ka' as const,
      namespaces: ['common' as const],
      resources: { common: { tricky: '</script><script>alert(1)</script> \u2028' } },
    };
    const html = renderEmbeddedResources(embedded);
    expect(html.startsWith('<script type="application/json" id="i18n-resources">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(parseEmbeddedResources(body)).toEqual(embedded);
  });

  it('rejects a missing or malformed block', () => {
    expect(() => parseEmbeddedResources(null)).toThrow(/missing or malformed/);
    expect(() =>
      parseEmbeddedResources('{"language":"fr","namespaces":[],"resources":{}}'),
    ).toThrow();
  });
});
