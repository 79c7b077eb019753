import type { Command } from 'commander';
import { planRefund, type RefundPlan } from '../../core/payment/refund-plan';
import { dayInWindow, refundWindows } from '../../core/payment/refund-windows';
import type { RefundRecord, RegistrationRecord } from '../../core/ports/order-store';
import type { Cohort } from '../../core/site-config/site-config';
import { tbilisiDateTime, tbilisiDay } from '../../core/time/tbilisi-time';
import { makeRefundDependencies } from '../dependencies';
import { type RefundOrderOutcome, refundOrder } from '../use-cases/refund-order';
import { lari } from './lari';
import { OpsFailure, type OpsIo, opsConfig, opsSiteConfig, withStore } from './ops-context';
import { parseLariAmount } from './option-parsers';

interface RefundOptions {
  readonly amount?: number;
  readonly reason?: string;
  readonly yes?: boolean;
  readonly again?: boolean;
}

/** The guarantee conditions as the refund policy states them (docs/purchase.md "Refunds"). */
const GUARANTEE_CONDITIONS =
  'attended at least 2 live sessions; gave feedback on what did not work; completed less than 50% of the materials';

const WHERE = { before: 'not begun yet', inside: 'inside it today', after: 'over' } as const;

/** What the operator reads before a refund: the order, its money and the windows that apply today. */
function guaranteeFacts(
  order: RegistrationRecord,
  refunds: readonly RefundRecord[],
  cohort: Cohort | undefined,
  now: Date,
): string[] {
  const c = order.contact;
  const lines = [
    `Order ${order.merchantOrderId} (${order.status}), cohort ${order.cohortNumber ?? '—'}${cohort === undefined ? '' : `, starts ${tbilisiDateTime(cohort.startDate)}`}`,
    `Buyer: ${c.firstName} ${c.lastName} <${c.email}> ${c.phone}`,
    `Price: ${lari(order.priceTetri)} GEL; refunded so far ${lari(order.refundedTetri)}; still paid ${lari(order.priceTetri - order.refundedTetri)}`,
  ];
  for (const refund of refunds) {
    lines.push(
      `  refund ${refund.reverseId}: ${lari(refund.amountTetri)} GEL, ${refund.status}, ${refund.origin}, asked ${tbilisiDateTime(refund.requestedAt)}${refund.reason === null ? '' : ` — ${refund.reason}`}`,
    );
  }
  if (order.paymentTimestamp === null) return [...lines, 'Not paid: nothing to refund.'];
  const windows = refundWindows(order.paymentTimestamp, cohort?.startDate ?? null);
  const today = tbilisiDay(now);
  const withdrawal = dayInWindow(
    today,
    tbilisiDay(order.paymentTimestamp),
    windows.withdrawalLastDay,
  );
  const guarantee = dayInWindow(today, windows.guaranteeFirstDay, windows.guaranteeLastDay);
  return [
    ...lines,
    `Paid: ${tbilisiDateTime(order.paymentTimestamp)} (Tbilisi), transaction ${order.transactionId ?? '—'}`,
    `Express start asked: ${order.expressStartRequestedAt === null ? 'no' : `yes, ${tbilisiDateTime(order.expressStartRequestedAt)}`}`,
    `14-day withdrawal: until ${windows.withdrawalLastDay} — ${WHERE[withdrawal]} (no reason needed)`,
    `30-day guarantee: ${windows.guaranteeFirstDay} – ${windows.guaranteeLastDay} — ${WHERE[guarantee]}`,
    `  conditions: ${GUARANTEE_CONDITIONS}`,
  ];
}

function outcomeText(outcome: RefundOrderOutcome): string {
  switch (outcome.kind) {
    case 'refused': {
      const refusal = outcome.refusal;
      if (refusal.code === 'ORDER_NOT_FOUND') return 'ORDER_NOT_FOUND: no order with that id.';
      if (refusal.code === 'PAID_BY_TRANSFER') {
        return 'PAID_BY_TRANSFER: the company paid this seat by bank transfer against an invoice; Flitt holds none of it. Return the money by transfer to the company.';
      }
      if (refusal.code === 'CANNOT_REFUND') {
        return `CANNOT_REFUND: the order is ${refusal.status}; only a paid order can be refunded.`;
      }
      if (refusal.code === 'REFUND_PENDING') {
        return `REFUND_PENDING: a refund of ${lari(refusal.pending.amountTetri)} GEL (${refusal.pending.reverseId}) has no final answer yet; run the command without --amount, or with that amount, to retry it.`;
      }
      if (refusal.code === 'REFUND_ALREADY_MADE') {
        return `REFUND_ALREADY_MADE: ${lari(refusal.made.amountTetri)} GEL was refunded (${refusal.made.reverseId}) ${tbilisiDateTime(refusal.made.requestedAt)}; nothing refunded now. To refund that amount once more, add --again.`;
      }
      return `REFUND_AMOUNT_INVALID: at most ${lari(refusal.remainingTetri)} GEL can be refunded.`;
    }
    case 'refunded':
      return `Refunded ${lari(outcome.refund.amountTetri)} GEL (${outcome.refund.reverseId}). The order is ${outcome.order.status}, refunded in total ${lari(outcome.order.refundedTetri)} GEL; the buyer's refund receipt is queued.`;
    case 'processing':
      return `The provider is processing the refund (${outcome.refund.reverseId}); the order shows it once the provider confirms. Running the same command again asks again, never refunding twice.`;
    case 'declined':
      return `REFUND_DECLINED: the provider declined the refund ${outcome.refund.reverseId} (${outcome.code} ${outcome.description}).`;
    case 'no_answer':
      return `REFUND_NO_ANSWER: the provider did not answer (${outcome.error}). Run the same command again: it sends the same refund (${outcome.refund.reverseId}), which the provider never applies twice.`;
  }
}

/** What --yes would do. */
function nextStep(plan: Exclude<RefundPlan, { kind: 'refused' }>): string {
  if (plan.kind === 'retry') {
    return `Nothing refunded yet: the refund ${plan.pending.reverseId} of ${lari(plan.pending.amountTetri)} GEL has no answer; run again with --yes to ask again (the provider never applies it twice).`;
  }
  return `Nothing refunded yet: run again with --yes to refund ${lari(plan.amountTetri)} GEL.`;
}

/** `orders refund <order>`: the guarantee facts, then — with --yes — the refund through the provider. */
export function registerRefundCommand(orders: Command, io: OpsIo): void {
  orders
    .command('refund <order>')
    .description('refund a paid order in full or in part (shows the facts first; --yes refunds)')
    .option('--amount <lari>', 'refund this much (default: everything still paid)', parseLariAmount)
    .option('--reason <text>', 'why, kept with the refund and sent to the provider')
    .option('--yes', 'refund now, after reading the facts')
    .option('--again', 'a second refund of the amount refunded in the last day, not a retry of it')
    .action(async (ref: string, options: RefundOptions) => {
      const config = opsConfig(io);
      const cohorts = opsSiteConfig(io).cohorts;
      await withStore(io, async (store) => {
        const order =
          (await store.findRegistrationById(ref)) ??
          (await store.findRegistrationByMerchantOrderId(ref));
        if (order === null) throw new OpsFailure('ORDER_NOT_FOUND: no order with that id.');
        const cohort = cohorts.find((candidate) => candidate.number === order.cohortNumber);
        const refunds = await store.listRefunds(order.id);
        const facts = guaranteeFacts(order, refunds, cohort, io.now());
        io.stdout(`${facts.join('\n')}\n`);
        const ask = {
          ...(options.amount === undefined ? {} : { amountTetri: options.amount }),
          ...(options.again === true ? { again: true } : {}),
        };
        if (options.yes !== true) {
          // The refusal --yes would meet, told now rather than after the operator confirms.
          const plan = planRefund(order, refunds, ask, io.now());
          if (plan.kind === 'refused') throw new OpsFailure(outcomeText(plan));
          io.stdout(`${nextStep(plan)}\n`);
          return;
        }
        const outcome = await refundOrder(
          { store, ...makeRefundDependencies(config), clock: { now: io.now } },
          {
            order: order.id,
            ...ask,
            ...(options.reason === undefined ? {} : { reason: options.reason }),
          },
        );
        const text = outcomeText(outcome);
        if (outcome.kind === 'refunded' || outcome.kind === 'processing') io.stdout(`${text}\n`);
        else throw new OpsFailure(text);
      });
    });
}
