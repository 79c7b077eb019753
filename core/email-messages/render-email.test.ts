import { describe, expect, it } from 'vitest';
import { visibleText } from '../../tests/support/email-fixtures';
import { facts, link, list, mailto, paragraph, section, sentence } from './email-document';
import { renderEmail } from './render-email';

const document = {
  language: 'en' as const,
  subject: 'Order <1> & "2"',
  heading: 'Hello <b>Nino</b>',
  blocks: [
    paragraph('Fish & chips ', link('https://example.ge/a?b=1&c=2')),
    facts([{ label: 'Amount <paid>', value: ['₾2,500'] }]),
    section("What's next", [list([['one'], ['two ', mailto('support@example.ge')]])]),
    paragraph({ href: 'javascript:alert(1)', text: 'not a link' }),
  ],
  footer: [['Tech Career LLC']],
};

describe('renderEmail', () => {
  const rendered = renderEmail(document);

  it('escapes every text and attribute in the HTML', () => {
    const quoted = renderEmail({ ...document, heading: `<a href="x">'&'</a>` });
    expect(quoted.html).toContain('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(rendered.html).toContain(
      '<h1 style="font-size:21px;margin:0 0 16px">Hello &lt;b&gt;Nino&lt;/b&gt;</h1>',
    );
    expect(rendered.html).toContain('<title>Order &lt;1&gt; &amp; &quot;2&quot;</title>');
    expect(rendered.html).toContain('href="https://example.ge/a?b=1&amp;c=2"');
    expect(rendered.html).not.toContain('<b>');
    expect(rendered.html).toContain('<html lang="en">');
  });

  it('writes only web and mail addresses as links', () => {
    expect(rendered.html).toContain('href="mailto:support@example.ge"');
    expect(rendered.html).not.toContain('javascript:');
    expect(rendered.html).toContain('not a link');
  });

  it('says the same in the plain-text alternative', () => {
    expect(rendered.text).toBe(
      [
        'Hello <b>Nino</b>',
        '',
        'Fish & chips https://example.ge/a?b=1&c=2',
        '',
        'Amount <paid>: ₾2,500',
        '',
        "What's next",
        '-----------',
        '',
        '- one',
        '- two support@example.ge',
        '',
        'not a link (javascript:alert(1))',
        '',
        '--',
        '',
        'Tech Career LLC',
        '',
      ].join('\n'),
    );
    // The text writes a fact as "label: value", the HTML as two table cells.
    const words = (text: string) =>
      text
        .replace(/:/g, '')
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word));
    expect(words(visibleText(rendered.html.replace(/<title>.*<\/title>/, '')))).toEqual(
      words(rendered.text.replace(/^-+$/m, '').replace(' (javascript:alert(1))', '')),
    );
  });

  it('fills a sentence with links where the language puts them', () => {
    expect(sentence('write to {email} today', { email: mailto('a@b.ge') })).toEqual([
      'write to ',
      { href: 'mailto:a@b.ge', text: 'a@b.ge' },
      ' today',
    ]);
    expect(() => sentence('{phone}', {})).toThrow(/phone/);
  });
});
