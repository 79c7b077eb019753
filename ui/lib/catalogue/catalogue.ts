import type { CohortConfig } from '../../../core/cohort/cohort';
import { parseIsoInstant } from '../../../core/cohort/parse-iso-instant';
import { type Money, tetri } from '../../../core/money/money';
import type { CoursePrices } from '../../../core/pricing/course-catalogue';
import type { PricedCohort } from '../../../core/pricing/price-at';

/** The prices and the early-bird deadline the catalogue announces. */
export type CataloguePrices = CoursePrices & PricedCohort;

/**
 * The server's catalogue (`GET /api/catalogue`, docs/purchase.md "Course and price") as the client uses it: the
 * cohort, the prices, and how far the server's clock is ahead of this browser's, so every visitor
 * counts down to the same instant whatever their own clock says.
 */
export interface Catalogue {
  readonly cohort: CohortConfig;
  readonly prices: CataloguePrices;
  /** What the buyer is charged at the moment the server answered. */
  readonly currentPrice: Money;
  readonly vatRatePercent: number;
  /** Server clock minus browser clock, in milliseconds. */
  readonly serverOffsetMs: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function instant(value: unknown): Date | undefined {
  return typeof value === 'string' ? parseIsoInstant(value) : undefined;
}

function money(value: unknown): Money | undefined {
  if (typeof value !== 'number') return undefined;
  const parsed = tetri(value);
  return parsed.isOk() ? parsed.value : undefined;
}

function optionalInstant(value: unknown): Date | undefined | null {
  if (value === null || value === undefined) return undefined;
  return instant(value) ?? null;
}

function readCohort(raw: unknown): CohortConfig | undefined {
  if (!isRecord(raw)) return undefined;
  const startDate = instant(raw.startDate);
  const earlyBirdDeadline = instant(raw.earlyBirdDeadline);
  const open = optionalInstant(raw.registrationOpenDate);
  const close = optionalInstant(raw.registrationCloseDate);
  const number = raw.number;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return undefined;
  if (!startDate || !earlyBirdDeadline || open === null || close === null) return undefined;
  const capacity = raw.maxCapacity;
  return {
    number,
    startDate,
    earlyBirdDeadline,
    ...(open ? { registrationOpenDate: open } : {}),
    ...(close ? { registrationCloseDate: close } : {}),
    ...(typeof capacity === 'number' && Number.isInteger(capacity) && capacity > 0
      ? { maxCapacity: capacity }
      : {}),
  };
}

/**
 * Reads the catalogue answer defensively (a malformed one is `undefined`, and the page keeps its
 * build-time figures). `sentAt` and `receivedAt` bracket the request on the browser's clock: the
 * server's time is taken as of the midpoint, which halves the error a slow network adds.
 */
export function parseCatalogue(
  json: unknown,
  sentAt: number,
  receivedAt: number,
): Catalogue | undefined {
  if (!isRecord(json) || !isRecord(json.price)) return undefined;
  const serverTime = instant(json.serverTime);
  const cohort = readCohort(json.cohort);
  const { price } = json;
  const currentPrice = money(price.currentTetri);
  const earlyBirdPrice = money(price.earlyBirdTetri);
  const regularPrice = money(price.regularTetri);
  const originalPrice = money(price.originalTetri);
  const earlyBirdDeadline = instant(price.earlyBirdDeadline) ?? cohort?.earlyBirdDeadline;
  if (!serverTime || !cohort || !earlyBirdDeadline) return undefined;
  if (!currentPrice || !earlyBirdPrice || !regularPrice || !originalPrice) return undefined;
  const vat = typeof json.vatRatePercent === 'number' ? json.vatRatePercent : 18;
  return {
    cohort,
    prices: { earlyBirdPrice, regularPrice, originalPrice, earlyBirdDeadline },
    currentPrice,
    vatRatePercent: vat,
    serverOffsetMs: serverTime.getTime() - (sentAt + receivedAt) / 2,
  };
}

/** A clock that reads the server's time: the browser's clock plus the measured offset. */
export function serverClock(offsetMs: number, browserNow: () => number = Date.now): () => Date {
  return () => new Date(browserNow() + offsetMs);
}
