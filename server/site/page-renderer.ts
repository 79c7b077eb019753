import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostedForm } from '../../core/forms/posted-form';
import type { Clock } from '../../core/ports/clock';
import type { SiteFacts } from '../../core/site/site-facts';
import {
  composePage,
  PAGE_SHELL_FILE,
  type PageShell,
  type ShellPage,
} from '../prerender/page-shell.mjs';

/** What the SSR bundle (`ui/entry-server.tsx`, built to `ssr/entry-server.js`) exports for us. */
interface SsrBundle {
  renderPage(request: {
    readonly path: string;
    readonly origin: string;
    readonly loadNamespace: (language: string, namespace: string) => unknown;
    readonly now?: Date;
    readonly postedForm?: PostedForm;
    readonly siteFacts?: SiteFacts;
    readonly fullCohort?: number | undefined;
  }): Promise<ShellPage>;
}

/** Renders a page at run time, into the same document as the prerendered ones. */
export interface PageRenderer {
  /**
   * The whole HTML document of `path` as of `now` (the clock's time when absent; docs/site.md
   * "Pages follow the clock"), showing a refused form post when one is given; `fullCohort` when
   * the caller already counted the seats at `now`.
   */
  render(path: string, options?: RenderOptions): Promise<string>;
  /** The cohort on sale whose seats are all taken at `now`, when the seats can be counted. */
  fullCohortAt(now: Date): Promise<number | undefined>;
  /** Whether the build has what rendering needs (the SSR bundle and the shell). */
  available(): boolean;
}

/** Where the renderer finds the build and the translations. */
export interface PageRendererOptions {
  /** The built client (SITE_DIR): `pages/shell.json` inside, the SSR bundle at `../ssr`. */
  readonly siteDir: string;
  readonly localesDir: string;
  /** SITE_ORIGIN, for the canonical and alternate links. */
  readonly origin: string;
  /** The server's clock: what a page shows is decided at its time. */
  readonly clock: Clock;
  /** The running configuration's facts (docs/site.md "Configuration reaches every page"). */
  readonly siteFacts?: () => SiteFacts;
  /** Counts the seats: the cohort on sale that is full at `now` (the JSON-LD says sold out). */
  readonly fullCohortAt?: (now: Date) => Promise<number | undefined>;
}

/** One render's inputs besides the path. */
export interface RenderOptions {
  readonly postedForm?: PostedForm | undefined;
  readonly now?: Date;
  readonly fullCohort?: number | undefined;
}

/**
 * Renders pages in the running server with the build's React code and shell: all again when the
 * calendar moves on (docs/site.md "Pages follow the clock"), or one with a refused form post. The
 * SSR bundle loads on first use.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const ssrEntry = resolve(options.siteDir, '../ssr/entry-server.js');
  let loaded: Promise<{ bundle: SsrBundle; shell: PageShell }> | undefined;
  const namespaces = new Map<string, unknown>();

  const load = () => {
    loaded ??= (async () => {
      const shell = JSON.parse(
        readFileSync(join(options.siteDir, 'pages', PAGE_SHELL_FILE), 'utf8'),
      ) as PageShell;
      const bundle = (await import(pathToFileURL(ssrEntry).href)) as SsrBundle;
      return { bundle, shell };
    })();
    loaded.catch(() => {
      // A failed load (no build) is tried again by the next refused post.
      loaded = undefined;
    });
    return loaded;
  };

  const loadNamespace = (language: string, namespace: string): unknown => {
    const key = `${language}/${namespace}`;
    if (!namespaces.has(key)) {
      const file = join(options.localesDir, language, `${namespace}.json`);
      namespaces.set(key, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
    }
    return namespaces.get(key);
  };

  return {
    available: () =>
      existsSync(ssrEntry) && existsSync(join(options.siteDir, 'pages', PAGE_SHELL_FILE)),
    fullCohortAt: async (now) => options.fullCohortAt?.(now),
    async render(path, { postedForm, now = options.clock.now(), ...given } = {}) {
      const { bundle, shell } = await load();
      const fullCohort =
        'fullCohort' in given ? given.fullCohort : await options.fullCohortAt?.(now);
      const page = await bundle.renderPage({
        path,
        origin: options.origin,
        loadNamespace,
        now,
        ...(postedForm === undefined ? {} : { postedForm }),
        ...(options.siteFacts === undefined ? {} : { siteFacts: options.siteFacts() }),
        fullCohort,
      });
      return composePage(shell, page);
    },
  };
}
