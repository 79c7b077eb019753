import { describe, expect, it } from 'vitest';
import { parseLegalBlocks } from './legal-blocks';

describe('parseLegalBlocks', () => {
  it('turns strings, lists, steps and subsections into typed blocks', () => {
    const blocks = parseLegalBlocks([
      'A paragraph.',
      { list: ['one', { term: 'Flitt', text: 'card payments' }] },
      { steps: ['first', 'second'] },
      { title: 'Sub', body: ['Inside.'] },
    ]);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'A paragraph.' },
      { kind: 'list', ordered: false, items: ['one', { term: 'Flitt', text: 'card payments' }] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'subsection', title: 'Sub', blocks: [{ kind: 'paragraph', text: 'Inside.' }] },
    ]);
  });

  it('throws on a missing key, which i18next returns as the key string', () => {
    expect(() => parseLegalBlocks('privacy.sections.nope.body')).toThrow(TypeError);
  });

  it('names the place of a malformed block', () => {
    expect(() => parseLegalBlocks(['ok', { list: [42] }])).toThrow(/body\[1\]/);
    expect(() => parseLegalBlocks([{ unknown: true }])).toThrow(/unknown block at body\[0\]/);
    expect(() => parseLegalBlocks([{ title: 'T', body: 'not an array' }])).toThrow(TypeError);
  });
});
