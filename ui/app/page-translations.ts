import type { i18n as I18n } from 'i18next';
import { copyCapacity } from '../../core/cohort/copy-capacity';
import type { Language } from '../../core/language/languages';
import { siteCohorts } from '../config/site-cohorts';
import { createI18n } from '../lib/i18n/create-i18n';
import { BASE_NAMESPACES, type Namespace, type NamespaceResources } from '../lib/i18n/namespaces';
import type { ScreenEntry } from './screens';

/** Reads one locale file; undefined when it does not exist. */
export type LoadNamespace = (
  language: string,
  namespace: Namespace,
) => Record<string, unknown> | undefined;

/** What a prerendered page is translated with, and what it embeds for hydration. */
export interface PageTranslations {
  readonly i18n: I18n;
  readonly namespaces: readonly Namespace[];
  readonly resources: NamespaceResources;
  readonly variables: Readonly<Record<string, number>>;
}

/** Where a page's texts come from: its screen, language, locale files and the render instant. */
interface PageTranslationsInput {
  readonly entry: ScreenEntry;
  readonly language: Language;
  readonly loadNamespace: LoadNamespace;
  readonly onMissingKey?: ((language: string, namespace: string, key: string) => void) | undefined;
  readonly now: Date;
}

/**
 * The base namespaces and the screen's own, read from the locale files, with the copy's figures
 * at `now` (the size of the cohort on sale then), in a fresh i18next instance.
 */
export function pageTranslations(input: PageTranslationsInput): PageTranslations {
  const { entry, language, onMissingKey } = input;
  const namespaces = [
    ...new Set<Namespace>([...BASE_NAMESPACES, entry.meta.ns, ...entry.namespaces]),
  ];
  const resources: NamespaceResources = {};
  for (const namespace of namespaces) {
    const loaded = input.loadNamespace(language, namespace);
    if (loaded) resources[namespace] = loaded;
  }
  const capacity = copyCapacity(siteCohorts, input.now);
  const variables = capacity === undefined ? {} : { capacity };
  const i18n = createI18n({
    language,
    namespaces,
    resources,
    variables,
    ...(onMissingKey ? { onMissingKey } : {}),
  });
  return { i18n, namespaces, resources, variables };
}
