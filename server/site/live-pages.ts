import type { SiteBundle } from './load-site';
import {
  catchUp,
  follow,
  type PageSchedule,
  type PageScheduleOptions,
  pageSchedule,
  renderAnew,
} from './page-schedule';

/** What keeping the pages current needs. */
export interface LivePagesOptions extends PageScheduleOptions {
  /** Tests only: the test clock was moved; the pages catch up at once instead of at the next wait. */
  readonly onClockMove?: (listener: () => void) => () => void;
  /** An edit of the configuration was applied: the pages are rendered again at once. */
  readonly onConfigChange?: (listener: () => void) => () => void;
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

/** How often the seats are looked at (a cohort filling up or a held seat coming free). */
const SALE_CHECK_MS = 30_000;

/**
 * Pages that follow the clock (docs/site.md "Pages follow the clock"): a page rendered for `r` is
 * right until the next boundary after `r`; stale build pages are rendered before the server
 * listens, each boundary's shortly before it.
 */
export async function startLivePages(options: LivePagesOptions): Promise<LivePages> {
  const schedule = pageSchedule(options);
  const anew = () => renderAnew(schedule);
  const unsubscribers = [options.onClockMove?.(anew), options.onConfigChange?.(anew)];
  await catchUp(schedule);
  void follow(schedule);
  const saleCheck = watchSales(options, schedule);
  return {
    current: () => schedule.pages,
    close: () => {
      schedule.stop.abort();
      if (saleCheck !== undefined) clearInterval(saleCheck);
      for (const unsubscribe of unsubscribers) unsubscribe?.();
    },
  };
}

/** Reads the sale key every so often and renders the pages anew when it moved on since their render. */
function watchSales(options: LivePagesOptions, schedule: PageSchedule): NodeJS.Timeout | undefined {
  const { saleKey } = options;
  if (saleKey === undefined) return undefined;
  const saleCheck = setInterval(() => {
    saleKey()
      .then((key) => {
        if (key !== schedule.renderedSaleKey) renderAnew(schedule);
      })
      .catch(() => undefined);
  }, options.saleCheckMs ?? SALE_CHECK_MS);
  saleCheck.unref();
  return saleCheck;
}
