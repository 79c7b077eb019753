import { describe, expect, it, vi } from 'vitest';
import type { apiGet } from '../../lib/api/api-client';
import { readPromoPreview, requestPromoPreview } from './promo-code-request';

const answer = {
  code: 'PARTNER10',
  cohortNumber: 4,
  listPriceTetri: 250_000,
  priceTetri: 225_000,
  discountTetri: 25_000,
};

/** A stand-in for `apiGet` that answers `result` and records the paths asked for. */
function fakeGet(result: Awaited<ReturnType<typeof apiGet>>) {
  return vi.fn(async () => result) as unknown as typeof apiGet & { mock: { calls: unknown[][] } };
}

describe('requestPromoPreview', () => {
  it('asks for the normalised code and reads the preview', async () => {
    const get = fakeGet({ ok: true, status: 200, data: answer });
    await expect(requestPromoPreview(' partner10 ', get)).resolves.toEqual({
      ok: true,
      preview: {
        code: 'PARTNER10',
        listPriceTetri: 250_000,
        priceTetri: 225_000,
        discountTetri: 25_000,
      },
    });
    expect(get.mock.calls[0]?.[0]).toBe('/promo-code?code=PARTNER10');
  });

  it('refuses text that cannot be a code without asking', async () => {
    const get = fakeGet({ ok: true, status: 200, data: answer });
    await expect(requestPromoPreview('ფასდაკლება', get)).resolves.toEqual({
      ok: false,
      code: 'PROMO_CODE_UNKNOWN',
    });
    expect(get.mock.calls).toHaveLength(0);
  });

  it("gives the server's refusal, or INTERNAL for no answer or a malformed one", async () => {
    const refused = fakeGet({ ok: false, status: 422, code: 'PROMO_CODE_EXPIRED' });
    await expect(requestPromoPreview('OLD-CODE', refused)).resolves.toEqual({
      ok: false,
      code: 'PROMO_CODE_EXPIRED',
    });
    const closed = fakeGet({ ok: false, status: 409, code: 'REGISTRATION_CLOSED' });
    await expect(requestPromoPreview('PARTNER10', closed)).resolves.toMatchObject({
      code: 'REGISTRATION_CLOSED',
    });
    const offline = fakeGet({ ok: false, code: 'NETWORK_ERROR' });
    await expect(requestPromoPreview('PARTNER10', offline)).resolves.toMatchObject({
      code: 'INTERNAL',
    });
    const odd = fakeGet({ ok: true, status: 200, data: { ...answer, priceTetri: 1 } });
    await expect(requestPromoPreview('PARTNER10', odd)).resolves.toMatchObject({
      code: 'INTERNAL',
    });
  });
});

describe('readPromoPreview', () => {
  it('takes only consistent whole tetri with a real deduction', () => {
    expect(readPromoPreview({ ...answer, discountTetri: 0, priceTetri: 250_000 })).toBeUndefined();
    expect(readPromoPreview({ ...answer, listPriceTetri: '250000' })).toBeUndefined();
    expect(readPromoPreview(null)).toBeUndefined();
  });
});
