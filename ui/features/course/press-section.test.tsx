import { describe, expect, it } from 'vitest';
import { renderCourse, textOf } from '../../../tests/support/ui/course-test-support';
import { findLinks } from '../../../tests/support/ui/layout-test-support';
import { PressSection } from './press-section';

const PUBLICATIONS = [
  {
    name: 'Tech Weekly',
    description: { ka: 'ინტერვიუ კარიერაზე', en: 'An interview about careers' },
    url: 'https://example.com/a',
  },
  { name: 'Career Digest', description: { ka: 'ნაბეჭდი ხსენება', en: 'A mention in print' } },
];

describe('PressSection', () => {
  it('opens a publication with a URL in a new tab, safely', () => {
    const { html } = renderCourse(<PressSection publications={PUBLICATIONS} />, 'en');
    const links = findLinks(html);
    expect(links).toHaveLength(1);
    expect(links[0]?.attributes).toMatchObject({
      href: 'https://example.com/a',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(textOf(links[0]?.inner ?? '')).toContain('(opens in a new tab)');
    expect(textOf(links[0]?.inner ?? '')).toContain('An interview about careers');
  });

  it('shows a publication without a URL as a plain card', () => {
    const { html } = renderCourse(<PressSection publications={PUBLICATIONS} />, 'ka');
    expect(textOf(html)).toContain('Career Digest');
    expect(textOf(html)).toContain('ნაბეჭდი ხსენება');
    expect(textOf(html)).toContain('ჩვენს შესახებ წერენ');
    expect(findLinks(html).map((link) => textOf(link.inner))).not.toContainEqual(
      expect.stringContaining('Career Digest'),
    );
  });

  it('renders nothing while no publication is configured (the shipped file lists none)', () => {
    expect(renderCourse(<PressSection />, 'en').html).not.toContain('Featured in');
    expect(renderCourse(<PressSection publications={[]} />, 'en').html).not.toContain('<section');
  });
});
