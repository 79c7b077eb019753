import { describe, expect, it } from 'vitest';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import { aLead, minutesLater } from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

/** An open offer of a seat in cohort 4 to `lead-1`, overridable field by field. */
function anOffer(overrides: Partial<WaitlistOfferRecord> = {}): WaitlistOfferRecord {
  return {
    id: 'offer-1',
    leadId: 'lead-1',
    cohortNumber: 4,
    token: 'offer-token-AAAAAAAAAAAAAAAAAAAAAA',
    status: 'open',
    offeredAt: minutesLater(5),
    expiresAt: minutesLater(5 + 24 * 60),
    registrationId: null,
    closedAt: null,
    ...overrides,
  };
}

/** The waitlist store (core/ports/waitlist-store.ts): seats offered to the waiting list. */
export function describeWaitlistStore(name: string, make: MakeStore): void {
  describe(`Waitlist store contract: ${name}`, () => {
    const store = freshStore(make);
    const twoWaiting = () =>
      store().transaction(async (tx) => {
        await tx.insertLead(aLead({ source: 'waitlist', language: 'en', phone: null }));
        await tx.insertLead(
          aLead({ id: 'lead-2', source: 'waitlist', createdAt: minutesLater(2) }),
        );
      });

    it('stores offers, finds one by its token, lists them oldest first and counts the open ones', async () => {
      await twoWaiting();
      await store().transaction(async (tx) => {
        await tx.insertWaitlistOffer(
          anOffer({ id: 'offer-2', leadId: 'lead-2', token: 't-2', offeredAt: minutesLater(9) }),
        );
        await tx.insertWaitlistOffer(anOffer());
      });
      expect(await store().findWaitlistOfferByToken(anOffer().token)).toEqual(anOffer());
      expect(await store().findWaitlistOfferByToken('t-none')).toBeNull();
      expect((await store().listWaitlistOffers(4)).map((offer) => offer.id)).toEqual([
        'offer-1',
        'offer-2',
      ]);
      expect(await store().listWaitlistOffers(5)).toEqual([]);
      expect((await store().countCohortSeats(4, minutesLater(0))).offered).toBe(2);
    });

    it('closes an open offer once, as used with its order or as expired, and stops counting it', async () => {
      await twoWaiting();
      await store().transaction((tx) => tx.insertWaitlistOffer(anOffer()));
      const close = (status: 'used' | 'expired') =>
        store().transaction((tx) =>
          tx.closeWaitlistOffer({ id: 'offer-1', status, at: minutesLater(60) }),
        );
      expect(await close('expired')).toBe(true);
      expect(await close('used')).toBe(false);
      expect(await store().findWaitlistOfferByToken(anOffer().token)).toEqual(
        anOffer({ status: 'expired', closedAt: minutesLater(60) }),
      );
      expect((await store().countCohortSeats(4, minutesLater(0))).offered).toBe(0);
    });

    it('offers one seat of a cohort to a lead once, under a token no other offer has', async () => {
      await twoWaiting();
      await store().transaction((tx) => tx.insertWaitlistOffer(anOffer()));
      await expect(
        store().transaction((tx) => tx.insertWaitlistOffer(anOffer({ id: 'o-9', token: 't-9' }))),
      ).rejects.toThrow();
      await expect(
        store().transaction((tx) =>
          tx.insertWaitlistOffer(anOffer({ id: 'o-8', leadId: 'lead-2' })),
        ),
      ).rejects.toThrow();
      await store().transaction((tx) =>
        tx.insertWaitlistOffer(anOffer({ id: 'o-7', cohortNumber: 5, token: 't-7' })),
      );
      expect(await store().listWaitlistOffers()).toHaveLength(2);
    });
  });
}
