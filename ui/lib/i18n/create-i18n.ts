import { createInstance, type i18n as I18n, type Module } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../core/language/languages';
import type { Namespace, NamespaceResources } from './namespaces';

/** What an i18next instance starts from: the page language and the namespaces embedded in the page. */
export interface CreateI18nOptions {
  readonly language: Language;
  readonly namespaces: readonly Namespace[];
  readonly resources: NamespaceResources;
  /** Loads namespaces and languages the page did not embed (client only). */
  readonly backend?: Module;
  /**
   * Configured figures every text may state (docs/site.md "Claims"), e.g. `{{capacity}}`: worked out
   * by the renderer and carried in the page, so the browser needs no configuration code for them.
   */
  readonly variables?: Readonly<Record<string, number>>;
  /** Reports a key missing from the loaded resources (prerender and tests fail on these). */
  readonly onMissingKey?: (language: string, namespace: string, key: string) => void;
}

/**
 * A fresh i18next instance initialised synchronously from embedded resources, identical on the
 * server and in the browser so hydration matches (docs/site.md "Languages" loading limits for anything fetched).
 */
export function createI18n(options: CreateI18nOptions): I18n {
  const { language, namespaces, resources, backend, onMissingKey, variables } = options;
  const instance = createInstance();
  if (backend) instance.use(backend);
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // No runtime fallback language: locales.test.ts guarantees identical keys in ka and en, and a
    // fallback would make every Georgian page fetch the English namespaces too.
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [language]: resources },
    partialBundledLanguages: true,
    initAsync: false,
    load: 'currentOnly',
    // saveMissing only drives the reporting handler; nothing is ever posted (docs/site.md "Languages": saving is off).
    saveMissing: onMissingKey !== undefined,
    ...(onMissingKey
      ? {
          // i18next passes one language string at runtime despite the array type.
          missingKeyHandler: (lngs: readonly string[] | string, ns: string, key: string) => {
            for (const lng of [lngs].flat()) onMissingKey(lng, ns, key);
          },
        }
      : {}),
    returnEmptyString: false,
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    // Configured figures any text may state, e.g. {{capacity}} (docs/site.md "Claims").
    interpolation: { escapeValue: false, defaultVariables: { ...variables } },
    react: { useSuspense: true },
  });
  return instance;
}
