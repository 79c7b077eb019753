import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../core/ports/clock';
import { nextPageBoundary, type SiteCalendar } from '../../core/site/calendar-boundaries';
import type { SiteBundle } from './load-site';

/** What keeping the pages current needs. */
export interface LivePagesOptions {
  /** The pages as the build rendered them, and the instant it rendered them for (none: unknown). */
  readonly built: SiteBundle;
  readonly builtAt: Date | undefined;
  /** The configuration's dated parts, as they are now. */
  readonly calendar: () => SiteCalendar;
  readonly clock: Clock;
  /** Renders every page as of `at`. */
  readonly render: (at: Date) => Promise<SiteBundle>;
  readonly log: {
    info(facts: object, message: string): void;
    error(facts: object, message: string): void;
  };
  /** Tests only: the test clock was moved; the pages catch up at once instead of at the next wait. */
  readonly onClockMove?: (listener: () => void) => () => void;
  /** An edit of the configuration was applied: the pages are rendered again at once. */
  readonly onConfigChange?: (listener: () => void) => () => void;
  /**
   * What the pages show that is not on the calendar (whether the cohort on sale is full), read
   * every 30 s: when it differs from the last render's, the pages are rendered again.
   */
  readonly saleKey?: () => Promise<string>;
  /** How often `saleKey` is read; 30 s unless a test says otherwise. */
  readonly saleCheckMs?: number;
}

/** The pages being served, rendered again whenever the calendar moves on. */
export interface LivePages {
  /** The pages to serve now: the newest render whose instant has come. */
  current(): SiteBundle;
  /** Stops the schedule (the server is closing). */
  close(): void;
}

/** The next boundary's pages are rendered this long before it, then swapped in on the instant. */
const RENDER_LEAD_MS = 10_000;
/** A wait lasts at most this long before the clock is read again (a suspended host, a clock set anew). */
const MAX_WAIT_MS = 60 * 60 * 1_000;
/** How often the seats are looked at (a cohort filling up or a held seat coming free). */
const SALE_CHECK_MS = 30_000;
/** After a failed render the previous pages stay and the render is tried again this much later. */
const RETRY_MS = 60 * 1_000;

/**
 * Pages that follow the clock (docs/site.md "Pages follow the clock"): a page rendered for instant
 * `r` is right until the calendar's next boundary after `r` (a cohort or session instant, Tbilisi
 * midnight). At start the build's pages are rendered again when a boundary has passed since the
 * build (the start waits for it, so no stale page is served). Then the pages of each boundary are
 * rendered shortly before it, for its instant, and swapped in when it comes; the previous pages
 * serve until then, and after a failed render.
 */
export async function startLivePages(options: LivePagesOptions): Promise<LivePages> {
  const { calendar, clock, log } = options;
  const stop = new AbortController();
  // Aborted when the test clock moves, the configuration changes or the seats do: the current wait
  // ends, the pages are rendered anew and the schedule is worked out again.
  let moved = new AbortController();
  let renderAtOnce = false;
  const renderAnew = () => {
    renderAtOnce = true;
    moved.abort();
  };
  const unsubscribers = [options.onClockMove?.(renderAnew), options.onConfigChange?.(renderAnew)];
  let pages = options.built;
  let renderedFor = options.builtAt;
  let lastRenderFailed = false;

  // The build counts no seats: its pages show no cohort as full.
  let renderedSaleKey: string | undefined = '';
  const render = async (at: Date): Promise<SiteBundle | undefined> => {
    const started = performance.now();
    try {
      const saleKey = await options.saleKey?.();
      const rendered = await options.render(at);
      renderedSaleKey = saleKey;
      const ms = Math.round(performance.now() - started);
      log.info({ renderedFor: at.toISOString(), ms }, 'pages rendered for the calendar');
      lastRenderFailed = false;
      return rendered;
    } catch (error) {
      lastRenderFailed = true;
      log.error({ err: error }, 'rendering the pages failed: the previous pages stay in service');
      return undefined;
    }
  };
  /**
   * Waits until `at` on the server's clock, in slices of at most MAX_WAIT_MS: `reached`, `closed`,
   * or `moved` when the test clock was moved meanwhile.
   */
  const waitUntil = async (at: Date): Promise<'reached' | 'closed' | 'moved'> => {
    for (;;) {
      if (stop.signal.aborted) return 'closed';
      if (moved.signal.aborted) {
        moved = new AbortController();
        return 'moved';
      }
      const left = at.getTime() - clock.now().getTime();
      if (left <= 0) return 'reached';
      const signal = AbortSignal.any([stop.signal, moved.signal]);
      await sleep(Math.min(left, MAX_WAIT_MS), undefined, { signal, ref: false }).catch(() => {});
    }
  };
  /** Whether the pages are not those of the clock's instant (a boundary passed, or the clock went back). */
  const isDue = (now: Date) =>
    renderAtOnce ||
    renderedFor === undefined ||
    now < renderedFor ||
    now >= nextPageBoundary(calendar(), renderedFor);
  /** Brings the pages up to the clock when a boundary passed unrendered (start, a failure, a jump). */
  const catchUp = async (): Promise<void> => {
    const now = clock.now();
    if (!isDue(now)) return;
    renderAtOnce = false;
    const rendered = await render(now);
    if (rendered) [pages, renderedFor] = [rendered, now];
  };

  const follow = async (): Promise<void> => {
    while (!stop.signal.aborted) {
      if (isDue(clock.now())) {
        // A failed render is tried again a minute later; a boundary passed in a jump of the clock
        // (a suspended host, a moved test clock) at once.
        const retryAt = clock.now().getTime() + (lastRenderFailed ? RETRY_MS : 0);
        if ((await waitUntil(new Date(retryAt))) === 'closed') return;
        await catchUp();
        continue;
      }
      const boundary = nextPageBoundary(calendar(), renderedFor ?? clock.now());
      const lead = await waitUntil(new Date(boundary.getTime() - RENDER_LEAD_MS));
      if (lead === 'closed') return;
      if (lead === 'moved') continue;
      // Rendered for the boundary itself, so the pages are right from its first millisecond.
      const prepared = await render(boundary);
      const reached = await waitUntil(boundary);
      if (reached === 'closed') return;
      if (reached === 'reached' && prepared) [pages, renderedFor] = [prepared, boundary];
    }
  };

  await catchUp();
  void follow();
  const saleCheck =
    options.saleKey === undefined
      ? undefined
      : setInterval(() => {
          options
            .saleKey?.()
            .then((key) => {
              if (key !== renderedSaleKey) renderAnew();
            })
            .catch(() => undefined);
        }, options.saleCheckMs ?? SALE_CHECK_MS);
  saleCheck?.unref();
  return {
    current: () => pages,
    close: () => {
      stop.abort();
      if (saleCheck !== undefined) clearInterval(saleCheck);
      for (const unsubscribe of unsubscribers) unsubscribe?.();
    },
  };
}
