import { assign, setup } from 'xstate';
import type { RegistrationEvent, RegistrationRecorded } from './registration-events';

/** A paid order's refund: all of the price back releases the seat, part of it keeps the place. */
const REFUND_MOVES = [
  { target: 'refunded', guard: 'refundsAll', actions: 'recordRefund' },
  { target: 'partially_refunded', guard: 'refundsPart', actions: 'recordRefund' },
] as const;

/** The time of the event, for the `updatedAt` every move stamps. */
const at = ({ event }: { readonly event: RegistrationEvent }) => event.at;

/**
 * The registration (order) lifecycle (docs/purchase.md "Order lifecycle"): its states are the eight
 * stored statuses, so `status` is the machine's state value; `applyRegistrationEvent` refuses every
 * move not listed here.
 */
export const registrationLifecycle = setup({
  types: {
    context: {} as RegistrationRecorded,
    events: {} as RegistrationEvent,
    input: {} as { readonly at: Date },
  },
  guards: {
    // A payment without the provider's reference could never be reconciled or refunded.
    hasTransactionId: ({ event }) =>
      event.type === 'payment.complete' && event.transactionId.trim() !== '',
    // A refund only ever adds to what went back, and never more than the price.
    refundsAll: ({ context, event }) =>
      event.type === 'payment.refund' &&
      event.refundedTetri > context.refundedTetri &&
      event.refundedTetri >= event.priceTetri,
    refundsPart: ({ context, event }) =>
      event.type === 'payment.refund' &&
      event.refundedTetri > context.refundedTetri &&
      event.refundedTetri < event.priceTetri,
  },
  actions: {
    stampUpdated: assign({ updatedAt: at }),
    recordPayment: assign(({ event }) => ({
      transactionId: event.type === 'payment.complete' ? event.transactionId.trim() : null,
      paymentTimestamp: event.at,
      updatedAt: event.at,
    })),
    stampCompleted: assign({ completedAt: at, updatedAt: at }),
    stampCancelled: assign({ cancelledAt: at, updatedAt: at }),
    recordRefund: assign(({ context, event }) => ({
      refundedTetri:
        event.type === 'payment.refund'
          ? Math.min(event.refundedTetri, event.priceTetri)
          : context.refundedTetri,
      refundedAt: event.at,
      updatedAt: event.at,
    })),
  },
}).createMachine({
  id: 'registration',
  initial: 'pending',
  context: ({ input }) => ({
    transactionId: null,
    paymentTimestamp: null,
    completedAt: null,
    cancelledAt: null,
    refundedTetri: 0,
    refundedAt: null,
    updatedAt: input.at,
  }),
  states: {
    pending: {
      on: {
        'payment.initiate': { target: 'payment_initiated', actions: 'stampUpdated' },
        'payment.complete': {
          target: 'payment_completed',
          guard: 'hasTransactionId',
          actions: 'recordPayment',
        },
        'registration.cancel': { target: 'cancelled', actions: 'stampCancelled' },
        'registration.fail': { target: 'failed', actions: 'stampUpdated' },
      },
    },
    payment_initiated: {
      on: {
        'payment.complete': {
          target: 'payment_completed',
          guard: 'hasTransactionId',
          actions: 'recordPayment',
        },
        'registration.cancel': { target: 'cancelled', actions: 'stampCancelled' },
        'registration.fail': { target: 'failed', actions: 'stampUpdated' },
      },
    },
    payment_completed: {
      on: {
        'registration.complete': { target: 'completed', actions: 'stampCompleted' },
        'registration.cancel': { target: 'cancelled', actions: 'stampCancelled' },
        'registration.fail': { target: 'failed', actions: 'stampUpdated' },
        'payment.refund': REFUND_MOVES,
      },
    },
    completed: { on: { 'payment.refund': REFUND_MOVES } },
    partially_refunded: { on: { 'payment.refund': REFUND_MOVES } },
    refunded: {},
    cancelled: {
      on: { 'registration.fail': { target: 'failed', actions: 'stampUpdated' } },
    },
    failed: {
      on: {
        'registration.cancel': { target: 'cancelled', actions: 'stampCancelled' },
        'registration.fail': { target: 'failed', actions: 'stampUpdated' },
      },
    },
  },
});
