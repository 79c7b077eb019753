import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import ka from '../../../locales/ka/common.json';

/** Every leaf of a translation tree as `dotted.key` → value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return result.set(prefix, tree);
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
      result.set(path, leaf);
    }
  }
  return result;
}

const GEORGIAN_LETTER = /[\u10D0-\u10FF]/;
const MTAVRULI = /[\u1C90-\u1CBF]/;
const PROPER_NAME_KEYS =
  /^(footer\.payments\.(?!heading)|footer\.social\.(instagram|linkedin|facebook|youtube)$|language\.names\.en$)/;

describe('common namespace', () => {
  const kaLeaves = leaves(ka);
  const enLeaves = leaves(en);

  it('has the same keys in Georgian and English', () => {
    expect([...kaLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('has only non-empty strings', () => {
    for (const value of [...kaLeaves.values(), ...enLeaves.values()]) {
      expect(typeof value === 'string' && value.trim() !== '').toBe(true);
    }
  });

  it('writes the Georgian texts in Mkhedruli, never in capitals', () => {
    for (const [key, value] of kaLeaves) {
      const text = String(value);
      expect(MTAVRULI.test(text), key).toBe(false);
      // Brand names of networks and payment methods and the English autonym stay in Latin script.
      if (!PROPER_NAME_KEYS.test(key)) expect(GEORGIAN_LETTER.test(text), key).toBe(true);
    }
  });
});
