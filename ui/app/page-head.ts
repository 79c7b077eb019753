import type { i18n as I18n } from 'i18next';
import type { Language } from '../../core/language/languages';
import { pagePath } from '../../core/site/routes';
import { renderHeadTags } from '../lib/seo/head-tags';
import { siteStructuredData, withPageNodes } from '../lib/seo/structured-data';
import { descriptionKeyOf, SCREEN_DOCUMENTS } from './screen-documents';
import { SCREENS, type ScreenId } from './screens';

/** The page a head is rendered for. */
export interface PageHeadInput {
  readonly screen: ScreenId;
  readonly language: Language;
  readonly i18n: I18n;
  /** Absolute origin for canonical, hreflang and Open Graph URLs. */
  readonly origin: string;
  readonly path: string;
  readonly now: Date;
  readonly fullCohort: number | undefined;
}

/** Applies `fill` to every string of a raw resource (a string, or arrays and objects of them). */
function interpolateDeep(value: unknown, fill: (text: string) => string): unknown {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, fill));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, interpolateDeep(child, fill)]),
    );
  }
  return value;
}

/** The screen's own JSON-LD nodes (none for most screens). */
async function pageNodes(page: PageHeadInput): Promise<readonly Record<string, unknown>[]> {
  const { structuredData } = SCREEN_DOCUMENTS[page.screen];
  if (!structuredData) return [];
  const { i18n, language } = page;
  return (await structuredData())({
    origin: page.origin,
    language,
    now: page.now,
    fullCohort: page.fullCohort,
    // The resource with the configured figures filled in ({{capacity}}, docs/site.md "Claims"):
    // the keys are typed by the builder's signature; the untyped lookup sidesteps `t`'s generic
    // overloads, which TypeScript cannot resolve here.
    translate: (ns, key): unknown =>
      interpolateDeep(i18n.getResource(language, ns, String(key)), (text) =>
        i18n.services.interpolator.interpolate(text, {}, language, {}),
      ),
  });
}

/** Where the page lives: its own path and its twin in each language, or the demo's bare path. */
function pagePaths(screen: ScreenId, language: Language, path: string) {
  if (screen === 'popup-demo') return { path };
  if (screen === 'not-found') return {};
  return {
    path: pagePath(language, screen),
    alternates: { ka: pagePath('ka', screen), en: pagePath('en', screen) },
  };
}

/** The page's `<head>` tags: title, description, canonical and hreflang links, Open Graph, JSON-LD. */
export async function renderPageHead(page: PageHeadInput): Promise<string> {
  const { screen, language, i18n, origin } = page;
  const entry = SCREENS[screen];
  const t = i18n.getFixedT(language, entry.meta.ns);
  const siteName = i18n.t('site.name', { ns: 'meta' });
  const site = siteStructuredData({
    origin,
    language,
    siteName,
    organizationDescription: i18n.t('site.organizationDescription', { ns: 'meta' }),
  });
  return renderHeadTags({
    language,
    title: t(entry.meta.title),
    // The key is the title's sibling in the same namespace; a missing one fails the render tests.
    description: t(descriptionKeyOf(entry.meta) as typeof entry.meta.title),
    origin,
    noindex: SCREEN_DOCUMENTS[screen].noindex,
    siteName,
    structuredData: withPageNodes(site, await pageNodes(page)),
    ...pagePaths(screen, language, page.path),
  });
}
