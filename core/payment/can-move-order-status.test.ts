import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../tests/support/order-statuses';
import type { OrderStatus } from '../order/order-status';
import { canMoveOrderStatus } from './can-move-order-status';

/** Before a final status the provider may still send further payment attempts. */
const NOT_FINAL: readonly OrderStatus[] = ['created', 'processing'];
const isFinal = (status: OrderStatus) => !NOT_FINAL.includes(status);

const status = fc.constantFrom(...ORDER_STATUSES);

describe('canMoveOrderStatus', () => {
  it.each<[OrderStatus, OrderStatus]>([
    ['created', 'processing'],
    ['created', 'approved'],
    ['created', 'declined'],
    ['created', 'expired'],
    ['processing', 'approved'],
    ['processing', 'declined'],
    ['processing', 'expired'],
    ['approved', 'reversed'],
  ])('allows %s → %s', (from, to) => {
    expect(canMoveOrderStatus(from, to)).toBe(true);
  });

  it.each<[OrderStatus, OrderStatus]>([
    ['approved', 'declined'],
    ['approved', 'processing'],
    ['approved', 'expired'],
    ['created', 'reversed'],
    ['processing', 'reversed'],
    ['declined', 'approved'],
    ['expired', 'approved'],
    ['reversed', 'approved'],
    ['processing', 'created'],
  ])('refuses %s → %s', (from, to) => {
    expect(canMoveOrderStatus(from, to)).toBe(false);
  });

  it('never repeats a status, and never leaves declined, expired or reversed', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to || from === 'declined' || from === 'expired' || from === 'reversed') {
          expect(canMoveOrderStatus(from, to)).toBe(false);
        }
      }),
    );
  });

  it('never moves from a final status back to a non-final one', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (isFinal(from) && !isFinal(to)) {
          expect(canMoveOrderStatus(from, to)).toBe(false);
        }
      }),
    );
  });
});
