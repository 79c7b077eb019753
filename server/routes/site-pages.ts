import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/ports/clock';
import { pagePath, type RouteMatch, resolveRoute } from '../../core/site/routes';
import { keepOfferFromLink } from '../http/offer-cookie';
import { startLivePages } from '../site/live-pages';
import { loadSite, type SiteBundle } from '../site/load-site';
import type { PageRenderer } from '../site/page-renderer';
import { renderSite } from '../site/render-site';
import { sendCompressed } from '../site/send-compressed';
import type { SiteConfigSource } from '../site-config/site-config-source';

/** HTML must be revalidated on every visit so a deploy shows at once; the ETag keeps it cheap. */
const HTML_CACHE_CONTROL = 'no-cache';

function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.indexOf('?');
  return index < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, index), search: url.slice(index) };
}

/** The canonical path of a match that shows a page, used to drop a trailing slash. */
function canonicalPath(match: RouteMatch): string | undefined {
  if (match.kind === 'page') return pagePath(match.language, match.pageId);
  if (match.kind === 'popup-demo') return '/test-popup';
  return undefined;
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteBundle,
  secureCookies: boolean,
): FastifyReply {
  const { pathname, search } = splitUrl(request.url);
  const hasTrailingSlash = pathname.length > 1 && pathname.endsWith('/');
  const match = resolveRoute(pathname, search);
  // `/` may later go to a language chosen per visitor, so it is a temporary redirect; the legacy
  // unprefixed paths and `/product` moved for good (docs/site.md "Languages"), so they are permanent.
  if (match.kind === 'redirect')
    return reply.redirect(match.location, pathname === '/' ? 302 : 301);
  const canonical = canonicalPath(match);
  if (hasTrailingSlash && canonical !== undefined) {
    return reply.redirect(`${canonical}${search}`, 301);
  }
  switch (match.kind) {
    case 'page': {
      const file = site.pages.get(pagePath(match.language, match.pageId));
      // loadSite checked that every page of the route table was built.
      if (!file) throw new Error(`page ${match.pageId}/${match.language} missing from the build`);
      // A waiting-list link's offer rides on in a cookie; that answer is the visitor's own.
      const kept = match.pageId === 'checkout' && keepOfferFromLink(reply, search, secureCookies);
      const cacheControl = kept ? 'private, no-cache' : HTML_CACHE_CONTROL;
      return sendCompressed(request, reply, file, { cacheControl });
    }
    case 'popup-demo':
      return sendCompressed(request, reply, site.popupDemo, { cacheControl: HTML_CACHE_CONTROL });
    case 'not-found':
      return sendCompressed(request, reply, site.notFound[match.language], {
        status: 404,
        cacheControl: HTML_CACHE_CONTROL,
      });
  }
}

/** What the page routes need. */
export interface SitePagesOptions {
  readonly siteDir: string;
  readonly clock: Clock;
  /**
   * The running configuration: the pages are rendered again at each of its instants, and at once
   * when an edit is applied.
   */
  readonly site: SiteConfigSource;
  /** Renders pages in the running server; without an SSR bundle the build's pages are served as built. */
  readonly pages: PageRenderer;
  /** Tests only: called when the test clock is moved, so the pages follow at once. */
  readonly onClockMove?: (listener: () => void) => () => void;
  /** Cookies set by pages (the waiting-list offer) are `Secure` on an https site. */
  readonly secureCookies: boolean;
}

/**
 * Every other GET/HEAD: the pages from memory, the redirects and the not-found page in the path's
 * language (docs/site.md "SEO"), loaded at start (a missing build fails it readably) and kept right
 * for the calendar (docs/site.md "Pages follow the clock").
 */
export const sitePagesRoutes: FastifyPluginAsync<SitePagesOptions> = async (app, options) => {
  const built = await loadSite(options.siteDir);
  if (!options.pages.available()) {
    app.log.warn(
      { siteDir: options.siteDir },
      'the build has no SSR bundle: pages stay as built and will not follow the calendar (run `npm run build`)',
    );
    app.get('/*', (request, reply) => answer(request, reply, built, options.secureCookies));
    return;
  }
  const live = await startLivePages({
    built,
    builtAt: built.renderedAt,
    calendar: () => options.site.current(),
    onConfigChange: options.site.onChange,
    clock: options.clock,
    render: (now) => renderSite(options.pages, now),
    saleKey: async () => String((await options.pages.fullCohortAt(options.clock.now())) ?? ''),
    log: app.log,
    ...(options.onClockMove === undefined ? {} : { onClockMove: options.onClockMove }),
  });
  app.addHook('onClose', async () => live.close());
  app.get('/*', (request, reply) => answer(request, reply, live.current(), options.secureCookies));
};
