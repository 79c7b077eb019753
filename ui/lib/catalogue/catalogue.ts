import type { SaleState } from '../../../core/cohort/cohort-sale';
import type { Money } from '../../../core/money/money';
import { isTetriCount } from '../../../core/money/tetri-count';
import type { PricedCohort } from '../../../core/pricing/price-at';
import type { CohortCalendar, PreviousPrice } from '../../../core/site-config/site-config';

/** The cohort on offer as the catalogue announces it: dates, capacity and its own prices. */
export type OfferedCohort = CohortCalendar & PricedCohort;

/** What can be bought now (docs/purchase.md "Sale states"). */
export interface CatalogueSale {
  readonly state: SaleState;
  /** Seats left while open or full. */
  readonly seatsLeft?: number;
  /** When registration opens, while not yet open. */
  readonly opensAt?: Date;
}

/**
 * The server's catalogue as the client uses it (docs/purchase.md "Course and price"): the sale, the
 * offered cohort's prices (none once closed for good), and the server clock's lead over this
 * browser's, so everyone counts down to one instant.
 */
export interface Catalogue {
  readonly sale: CatalogueSale;
  readonly cohort?: OfferedCohort;
  /** What the buyer would be charged at the moment the server answered. */
  readonly currentPrice?: Money;
  /** Server clock minus browser clock, in milliseconds. */
  readonly serverOffsetMs: number;
  /** The next instant (server time) the configuration changes the sale or the price. */
  readonly changesAt?: Date;
}

const SALE_STATES: readonly string[] = [
  'open',
  'full',
  'not_yet_open',
  'closed',
] satisfies SaleState[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An instant our server wrote with `toISOString`; `Date` reads it (the strict parser is for files). */
function instant(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

function money(value: unknown): Money | undefined {
  return typeof value === 'number' && isTetriCount(value) ? value : undefined;
}

/** A whole number of at least `least`, or undefined. */
function wholeNumber(value: unknown, least: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= least ? value : undefined;
}

function optionalInstant(value: unknown): Date | undefined | null {
  if (value === null || value === undefined) return undefined;
  return instant(value) ?? null;
}

function readSale(raw: unknown): CatalogueSale | undefined {
  if (!isRecord(raw) || typeof raw.state !== 'string' || !SALE_STATES.includes(raw.state)) {
    return undefined;
  }
  const seatsLeft = wholeNumber(raw.seatsLeft, 0);
  const opensAt = optionalInstant(raw.opensAt);
  if (opensAt === null) return undefined;
  return {
    state: raw.state as SaleState,
    ...(seatsLeft === undefined ? {} : { seatsLeft }),
    ...(opensAt && { opensAt }),
  };
}

/** The prices charged before, all complete, or undefined. */
function readPrevious(raw: unknown): PreviousPrice[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const previous: PreviousPrice[] = [];
  for (const item of raw) {
    if (!isRecord(item)) return undefined;
    const amount = money(item.amountTetri);
    const chargedFrom = instant(item.chargedFrom);
    const chargedUntil = instant(item.chargedUntil);
    if (!amount || !chargedFrom || !chargedUntil) return undefined;
    previous.push({ amount, chargedFrom, chargedUntil });
  }
  return previous;
}

function readPrices(raw: unknown): PricedCohort['prices'] | undefined {
  if (!isRecord(raw)) return undefined;
  const earlyBird = money(raw.earlyBirdTetri);
  const current = money(raw.regularTetri);
  const previous = readPrevious(raw.previousPrices);
  return earlyBird && current && previous ? { earlyBird, current, previous } : undefined;
}

function readCohort(raw: unknown, prices: PricedCohort['prices']): OfferedCohort | undefined {
  if (!isRecord(raw)) return undefined;
  const startDate = instant(raw.startDate);
  const earlyBirdDeadline = instant(raw.earlyBirdDeadline);
  const open = optionalInstant(raw.registrationOpenDate);
  const close = optionalInstant(raw.registrationCloseDate);
  const number = wholeNumber(raw.number, 1);
  if (!number || !startDate || !earlyBirdDeadline || open === null || close === null) {
    return undefined;
  }
  const maxCapacity = wholeNumber(raw.maxCapacity, 1);
  return {
    number,
    startDate,
    earlyBirdDeadline,
    prices,
    ...(open && { registrationOpenDate: open }),
    ...(close && { registrationCloseDate: close }),
    ...(maxCapacity && { maxCapacity }),
  };
}

/**
 * Reads the catalogue answer defensively (a malformed one is `undefined`, and the page falls back to
 * the build's configuration). `sentAt` and `receivedAt` bracket the request on the browser's clock:
 * the server's time is taken as of the midpoint, which halves the error a slow network adds.
 */
export function parseCatalogue(
  json: unknown,
  sentAt: number,
  receivedAt: number,
): Catalogue | undefined {
  if (!isRecord(json)) return undefined;
  const serverTime = instant(json.serverTime);
  const sale = readSale(json.sale);
  if (!serverTime || !sale) return undefined;
  const changesAt = optionalInstant(json.changesAt);
  const base = {
    sale,
    serverOffsetMs: serverTime.getTime() - (sentAt + receivedAt) / 2,
    ...(changesAt ? { changesAt } : {}),
  };
  if (sale.state === 'closed') return base;
  const prices = readPrices(json.price);
  const cohort = prices && readCohort(json.cohort, prices);
  const currentPrice = isRecord(json.price) ? money(json.price.currentTetri) : undefined;
  if (!cohort || !currentPrice) return undefined;
  return { ...base, cohort, currentPrice };
}

/** A clock that reads the server's time: the browser's clock plus the measured offset. */
export function serverClock(offsetMs: number, browserNow: () => number = Date.now): () => Date {
  return () => new Date(browserNow() + offsetMs);
}

/** A full cohort is asked about again this often: a seat frees when an unpaid hold runs out. */
const FULL_RECHECK_MS = 60_000;

/**
 * When (browser time, ms) an answer received at `receivedAt` stops being right: at the next
 * configured change (early-bird deadline, registration closing, cohort start) or, while the cohort
 * is full, a minute later; undefined when nothing will change it.
 */
export function catalogueStaleAt(catalogue: Catalogue, receivedAt: number): number | undefined {
  const times: number[] = [];
  if (catalogue.changesAt) times.push(catalogue.changesAt.getTime() - catalogue.serverOffsetMs);
  if (catalogue.sale.state === 'full') times.push(receivedAt + FULL_RECHECK_MS);
  return times.length > 0 ? Math.min(...times) : undefined;
}
