import type { Command } from 'commander';
import { seatHeldSince } from '../../core/checkout/seat-hold';
import type { PromoUseSummary } from '../../core/ports/operator-queries';
import {
  type PromoCode,
  type PromoDiscount,
  promoWindowAt,
} from '../../core/site-config/promo-code';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { lari } from './lari';
import { type OpsIo, opsSiteConfig, withStore } from './ops-context';
import { textTable } from './text-table';

const HEADER = [
  'code',
  'discount',
  'cohorts',
  'valid from (Tbilisi)',
  'valid until (Tbilisi)',
  'now',
  'paid',
  'held',
  'cap',
  'revenue (GEL)',
  'discount given (GEL)',
];

/** Shown where the configuration sets no bound: no start, no end, no cap. */
const NONE = '—';

/** A code's orders as counted, whichever code they carry. */
type PromoUses = Omit<PromoUseSummary, 'code'>;

const NO_USES: PromoUses = { paid: 0, held: 0, paidTetri: 0, discountTetri: 0 };

function discountText(discount: PromoDiscount): string {
  return discount.kind === 'percent' ? `${discount.percent}%` : `${lari(discount.amount)} ₾`;
}

/** Whether buyers are given the code now: its window first, then its cap (paid and held uses). */
function stateNow(promo: PromoCode, uses: PromoUses, now: Date): string {
  const window = promoWindowAt(promo, now);
  if (window === 'not_yet_valid') return 'not yet valid';
  if (window === 'expired') return 'expired';
  const taken = uses.paid + uses.held;
  return promo.maxUses !== undefined && taken >= promo.maxUses ? 'used up' : 'active';
}

/** Its uses: paid orders, then unpaid ones still holding a seat. */
function countCells(uses: PromoUses): string[] {
  return [String(uses.paid), String(uses.held)];
}

/** What its paid orders brought (net of refunds), then what the code took off them. */
function moneyCells(uses: PromoUses): string[] {
  return [lari(uses.paidTetri), lari(uses.discountTetri)];
}

/** A configured code's line: its terms as the file sets them, its state now and its orders. */
function configuredRow(promo: PromoCode, uses: PromoUseSummary | undefined, now: Date) {
  const counted = uses ?? NO_USES;
  return [
    promo.code,
    discountText(promo.discount),
    promo.cohorts === undefined ? 'all' : promo.cohorts.join(', '),
    promo.validFrom === undefined ? NONE : tbilisiDateTime(promo.validFrom),
    promo.validUntil === undefined ? NONE : tbilisiDateTime(promo.validUntil),
    stateNow(promo, counted, now),
    ...countCells(counted),
    promo.maxUses === undefined ? NONE : String(promo.maxUses),
    ...moneyCells(counted),
  ];
}

/** A code orders carry that the file no longer lists: its orders only, its terms are gone. */
function unconfiguredRow(uses: PromoUseSummary): (string | null)[] {
  return [
    uses.code,
    null,
    null,
    null,
    null,
    'not configured',
    ...countCells(uses),
    null,
    ...moneyCells(uses),
  ];
}

/**
 * `promo status`: each configured promo code with its terms, whether buyers get it now, its uses
 * (paid, seat-holding, cap) and the revenue and discount of its paid orders; then the codes found
 * on orders that the configuration no longer lists (docs/purchase.md "Promo codes").
 */
export function registerPromoCommands(program: Command, io: OpsIo): void {
  const promo = program.command('promo').description('promo codes: terms, uses and revenue');
  promo
    .command('status')
    .description('each promo code: discount, cohorts, window and state now, uses, revenue')
    .action(async () => {
      const { promoCodes } = opsSiteConfig(io);
      const now = io.now();
      const summaries = await withStore(io, (store) =>
        store.summarizePromoUses(seatHeldSince(now)),
      );
      const byCode = new Map(summaries.map((summary) => [summary.code, summary]));
      const configured = new Set(promoCodes.map((code) => code.code));
      const gone = summaries.filter((summary) => !configured.has(summary.code));
      const rows = [
        ...promoCodes.map((code) => configuredRow(code, byCode.get(code.code), now)),
        ...gone.map(unconfiguredRow),
      ];
      io.stdout(textTable(HEADER, rows));
      io.stdout(
        `${promoCodes.length} configured code${promoCodes.length === 1 ? '' : 's'}, ` +
          `${gone.length} no longer configured (found on orders)\n`,
      );
    });
}
