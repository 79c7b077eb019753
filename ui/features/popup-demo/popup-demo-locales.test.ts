import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/popup_demo.json';
import ka from '../../../locales/ka/popup_demo.json';
import { POPUP_POSITIONS } from '../../components/dialog/popup-placement';

/** Every leaf as `path → text`. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') return found.set(prefix, node);
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key))
      found.set(path, text);
  }
  return found;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

describe('popup_demo locales', () => {
  const kaLeaves = leaves(ka);
  const enLeaves = leaves(en);

  it('have the same keys in ka and en, none empty', () => {
    expect([...kaLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const text of [...kaLeaves.values(), ...enLeaves.values()])
      expect(text.trim()).not.toBe('');
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of enLeaves)
      expect(placeholders(kaLeaves.get(key) ?? '')).toEqual(placeholders(text));
  });

  it('name every position and carry the meta the prerenderer reads', () => {
    for (const position of POPUP_POSITIONS)
      expect(enLeaves.has(`positions.${position}`)).toBe(true);
    expect(kaLeaves.has('meta.title')).toBe(true);
    expect(kaLeaves.has('meta.description')).toBe(true);
  });

  it('write Georgian in Mkhedruli without Mtavruli capitals', () => {
    for (const text of kaLeaves.values()) {
      expect(text).toMatch(/[\u10D0-\u10FF]/);
      expect(text).not.toMatch(/[\u1C90-\u1CBF]/);
    }
  });
});
