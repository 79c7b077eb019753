import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../core/ports/clock';
import { nextPageBoundary, type SiteCalendar } from '../../core/site/calendar-boundaries';
import type { SiteBundle } from './load-site';

/** What the schedule of renders needs. */
export interface PageScheduleOptions {
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
  /**
   * What the pages show that is not on the calendar (whether the cohort on sale is full), read
   * every 30 s: when it differs from the last render's, the pages are rendered again.
   */
  readonly saleKey?: () => Promise<string>;
}

/** The pages being served and what the schedule knows about them, shared by its steps. */
export interface PageSchedule {
  readonly options: PageScheduleOptions;
  /** Aborted when the server closes. */
  readonly stop: AbortController;
  /**
   * Aborted when the test clock moves, the configuration changes or the seats do: the current wait
   * ends, the pages are rendered anew and the schedule is worked out again.
   */
  moved: AbortController;
  renderAtOnce: boolean;
  pages: SiteBundle;
  renderedFor: Date | undefined;
  lastRenderFailed: boolean;
  /** The sale key the served pages were rendered with. */
  renderedSaleKey: string | undefined;
}

/** The next boundary's pages are rendered this long before it, then swapped in on the instant. */
const RENDER_LEAD_MS = 10_000;
/** A wait lasts at most this long before the clock is read again (a suspended host, a clock set anew). */
const MAX_WAIT_MS = 60 * 60 * 1_000;
/** After a failed render the previous pages stay and the render is tried again this much later. */
const RETRY_MS = 60 * 1_000;

/** A schedule serving the build's pages until its first render. */
export function pageSchedule(options: PageScheduleOptions): PageSchedule {
  return {
    options,
    stop: new AbortController(),
    moved: new AbortController(),
    renderAtOnce: false,
    pages: options.built,
    renderedFor: options.builtAt,
    lastRenderFailed: false,
    // The build counts no seats: its pages show no cohort as full.
    renderedSaleKey: '',
  };
}

/** Ends the current wait and has the pages rendered again at once. */
export function renderAnew(schedule: PageSchedule): void {
  schedule.renderAtOnce = true;
  schedule.moved.abort();
}

/** Renders the pages for `at`, or logs the failure and answers nothing (the previous pages stay). */
async function render(schedule: PageSchedule, at: Date): Promise<SiteBundle | undefined> {
  const { options } = schedule;
  const started = performance.now();
  try {
    const saleKey = await options.saleKey?.();
    const rendered = await options.render(at);
    schedule.renderedSaleKey = saleKey;
    const ms = Math.round(performance.now() - started);
    options.log.info({ renderedFor: at.toISOString(), ms }, 'pages rendered for the calendar');
    schedule.lastRenderFailed = false;
    return rendered;
  } catch (error) {
    schedule.lastRenderFailed = true;
    options.log.error(
      { err: error },
      'rendering the pages failed: the previous pages stay in service',
    );
    return undefined;
  }
}

/**
 * Waits until `at` on the server's clock, in slices of at most MAX_WAIT_MS: `reached`, `closed`,
 * or `moved` when the test clock was moved meanwhile.
 */
async function waitUntil(
  schedule: PageSchedule,
  at: Date,
): Promise<'reached' | 'closed' | 'moved'> {
  for (;;) {
    if (schedule.stop.signal.aborted) return 'closed';
    if (schedule.moved.signal.aborted) {
      schedule.moved = new AbortController();
      return 'moved';
    }
    const left = at.getTime() - schedule.options.clock.now().getTime();
    if (left <= 0) return 'reached';
    const signal = AbortSignal.any([schedule.stop.signal, schedule.moved.signal]);
    await sleep(Math.min(left, MAX_WAIT_MS), undefined, { signal, ref: false }).catch(() => {});
  }
}

/** Whether the pages are not those of the clock's instant (a boundary passed, or the clock went back). */
function isDue(schedule: PageSchedule, now: Date): boolean {
  const { renderedFor } = schedule;
  return (
    schedule.renderAtOnce ||
    renderedFor === undefined ||
    now < renderedFor ||
    now >= nextPageBoundary(schedule.options.calendar(), renderedFor)
  );
}

/** Brings the pages up to the clock when a boundary passed unrendered (start, a failure, a jump). */
export async function catchUp(schedule: PageSchedule): Promise<void> {
  const now = schedule.options.clock.now();
  if (!isDue(schedule, now)) return;
  schedule.renderAtOnce = false;
  const rendered = await render(schedule, now);
  if (rendered) [schedule.pages, schedule.renderedFor] = [rendered, now];
}

/** Waits for the retry (a failed render a minute later, a jump of the clock at once), then catches up. */
async function retryCatchUp(schedule: PageSchedule): Promise<'closed' | undefined> {
  const retryAt =
    schedule.options.clock.now().getTime() + (schedule.lastRenderFailed ? RETRY_MS : 0);
  if ((await waitUntil(schedule, new Date(retryAt))) === 'closed') return 'closed';
  await catchUp(schedule);
  return undefined;
}

/** Renders the next boundary's pages shortly before it, for its instant, and swaps them in when it comes. */
async function nextBoundary(schedule: PageSchedule): Promise<'closed' | undefined> {
  const { calendar, clock } = schedule.options;
  const boundary = nextPageBoundary(calendar(), schedule.renderedFor ?? clock.now());
  const lead = await waitUntil(schedule, new Date(boundary.getTime() - RENDER_LEAD_MS));
  if (lead === 'closed') return 'closed';
  if (lead === 'moved') return undefined;
  // Rendered for the boundary itself, so the pages are right from its first millisecond.
  const prepared = await render(schedule, boundary);
  const reached = await waitUntil(schedule, boundary);
  if (reached === 'closed') return 'closed';
  if (reached === 'reached' && prepared)
    [schedule.pages, schedule.renderedFor] = [prepared, boundary];
  return undefined;
}

/** Keeps the pages current until the schedule stops. */
export async function follow(schedule: PageSchedule): Promise<void> {
  while (!schedule.stop.signal.aborted) {
    const step = isDue(schedule, schedule.options.clock.now()) ? retryCatchUp : nextBoundary;
    if ((await step(schedule)) === 'closed') return;
  }
}
