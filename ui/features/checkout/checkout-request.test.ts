import { describe, expect, it, vi } from 'vitest';
import type { apiPost } from '../../lib/api/api-client';
import { initiateCheckout, readInitiation } from './checkout-request';

const answer = {
  checkoutToken: 'flitt-token',
  orderToken: 'order-token',
  amountTetri: 225_000,
  currency: 'GEL',
  promo: { code: 'PARTNER10', discountTetri: 25_000 },
  widget: { scriptUrl: '/s.js', styleUrl: '/s.css' },
};

const contact = {
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'nino@example.ge',
  phoneNumber: '+995 599 123 456',
};

describe('readInitiation', () => {
  it('keeps the promo code the order carries and what it took off', () => {
    expect(readInitiation(answer)).toEqual({
      checkoutToken: 'flitt-token',
      orderToken: 'order-token',
      amountTetri: 225_000,
      promo: { code: 'PARTNER10', discountTetri: 25_000 },
      widget: { scriptUrl: '/s.js', styleUrl: '/s.css' },
    });
  });

  it('reads `promo: null` (and a malformed promo) as no code', () => {
    expect(readInitiation({ ...answer, promo: null })).not.toHaveProperty('promo');
    expect(
      readInitiation({ ...answer, promo: { code: 'X', discountTetri: -5 } }),
    ).not.toHaveProperty('promo');
    expect(readInitiation({ ...answer, amountTetri: 0 })).toBeUndefined();
  });
});

describe('initiateCheckout', () => {
  it('sends the promo code with the contact, never an amount', async () => {
    const post = vi.fn(async () => ({ ok: true as const, status: 201, data: answer }));
    const result = await initiateCheckout(
      { ...contact, promoCode: 'partner10' },
      'ka',
      {},
      post as unknown as typeof apiPost,
    );
    expect(result).toMatchObject({ ok: true, initiation: { amountTetri: 225_000 } });
    const body = (post.mock.calls[0] as unknown[] | undefined)?.[1];
    expect(body).toEqual({ ...contact, promoCode: 'partner10', language: 'ka' });
  });

  it("hands back a refused code's field issue for the step to show", async () => {
    const issues = [{ field: 'promoCode', code: 'PROMO_CODE_USED_UP' }];
    const post = vi.fn(async () => ({
      ok: false as const,
      status: 422,
      code: 'PROMO_CODE_USED_UP',
      issues,
    }));
    await expect(
      initiateCheckout(
        { ...contact, promoCode: 'PARTNER10' },
        'en',
        {},
        post as unknown as typeof apiPost,
      ),
    ).resolves.toEqual({ ok: false, code: 'PROMO_CODE_USED_UP', issues });
  });
});
