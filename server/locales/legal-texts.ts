import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '../../core/language/languages';

/**
 * The legal pages' texts (`<localesDir>/<lng>/legal.json`), which an order's confirmation copies
 * (docs/messaging.md "E-mail messages"). Each language is read once, on its first use: the files
 * change only with a deploy. A missing or broken file is a broken deploy and throws.
 */
export function legalTextsFrom(localesDir: string): (language: Language) => unknown {
  const read = new Map<Language, unknown>();
  return (language) => {
    if (!read.has(language)) {
      const path = join(resolve(localesDir), language, 'legal.json');
      read.set(language, JSON.parse(readFileSync(path, 'utf8')));
    }
    return read.get(language);
  };
}
