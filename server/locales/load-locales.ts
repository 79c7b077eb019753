import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Language } from '../../core/language/languages';
import { startupError } from '../errors/startup-error';
import { type CompressedFile, compressFile } from '../site/compressed-file';

/** A namespace file name: lowercase letters and underscores only, so no path can be smuggled in. */
export const NAMESPACE_FILE = /^([a-z_]+)\.json$/;

/** Language → namespace → the namespace's JSON, compressed. */
export type LocaleCatalogue = Readonly<Record<Language, ReadonlyMap<string, CompressedFile>>>;

async function loadLanguage(dir: string): Promise<Map<string, CompressedFile>> {
  const names = await readdir(dir).catch(() => {
    throw startupError(`Translations not found in ${dir}. Set LOCALES_DIR to the locales folder.`);
  });
  const entries = await Promise.all(
    names.flatMap((name) => {
      const namespace = NAMESPACE_FILE.exec(name)?.[1];
      if (namespace === undefined) return [];
      return [
        readFile(join(dir, name)).then(async (body) => {
          try {
            JSON.parse(body.toString('utf8'));
          } catch {
            throw startupError(`${join(dir, name)} is not valid JSON.`);
          }
          return [namespace, await compressFile('application/json; charset=utf-8', body)] as const;
        }),
      ];
    }),
  );
  return new Map(entries);
}

/**
 * Reads every namespace of every language once at start-up (the files change only with a deploy),
 * so requests are answered from memory and never touch the file system.
 */
export async function loadLocales(localesDir: string): Promise<LocaleCatalogue> {
  const root = resolve(localesDir);
  const load = (language: Language) => loadLanguage(join(root, language));
  const [ka, en] = await Promise.all([load('ka'), load('en')]);
  return { ka, en };
}
