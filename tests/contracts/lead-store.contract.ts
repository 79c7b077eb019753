import { describe, expect, it } from 'vitest';
import { aLead, minutesLater, NO_UTM } from './registration-store-fixtures';
import { freshStore, type MakeStore } from './store-under-test';

/** The lead store (core/ports/lead-store.ts): webinar, exit-intent and waiting-list leads. */
export function describeLeadStore(name: string, make: MakeStore): void {
  describe(`Lead store contract: ${name}`, () => {
    const store = freshStore(make);

    it('stores webinar and exit-intent leads and lists them newest first', async () => {
      const exitIntent = aLead({
        id: 'lead-2',
        fullName: null,
        email: 'Visitor@Example.com',
        phone: null,
        source: 'exit_intent',
        utm: NO_UTM,
        createdAt: minutesLater(9),
      });
      await store().transaction(async (tx) => {
        await tx.insertLead(aLead());
        await tx.insertLead(exitIntent);
      });
      expect(await store().findLeadById('lead-1')).toEqual(aLead());
      expect(await store().findLeadById('lead-2')).toEqual({
        ...exitIntent,
        email: 'visitor@example.com',
      });
      expect((await store().listLeads()).map((lead) => lead.id)).toEqual(['lead-2', 'lead-1']);
      expect(await store().listLeads({ limit: 1 })).toHaveLength(1);
      expect(await store().findLeadById('lead-3')).toBeNull();
    });

    it('keeps the webinar session a lead chose and counts the leads of each session', async () => {
      const session = new Date('2026-12-02T16:00:00.000Z');
      const other = new Date('2026-12-09T16:00:00.000Z');
      await store().transaction(async (tx) => {
        expect(await tx.countSessionLeads(session)).toBe(0);
        await tx.insertLead(aLead({ id: 'lead-s1', webinarSessionStartsAt: session }));
        await tx.insertLead(aLead({ id: 'lead-s2', webinarSessionStartsAt: session }));
        await tx.insertLead(aLead({ id: 'lead-s3', webinarSessionStartsAt: other }));
        await tx.insertLead(aLead({ id: 'lead-none' }));
        // Seen inside the transaction that wrote them: the seat check counts before its insert.
        expect(await tx.countSessionLeads(session)).toBe(2);
      });
      expect(await store().findLeadById('lead-s1')).toEqual(
        aLead({ id: 'lead-s1', webinarSessionStartsAt: session }),
      );
      expect(await store().findLeadById('lead-none')).not.toHaveProperty('webinarSessionStartsAt');
      expect(await store().countSessionLeads(session)).toBe(2);
      expect(await store().countSessionLeads(other)).toBe(1);
      expect(await store().countSessionLeads(new Date('2026-12-16T16:00:00.000Z'))).toBe(0);
    });

    it('keeps the language a lead was left in, and none for a lead without one', async () => {
      await store().transaction(async (tx) => {
        await tx.insertLead(aLead({ source: 'waitlist', language: 'en', phone: null }));
        await tx.insertLead(
          aLead({ id: 'lead-2', source: 'waitlist', createdAt: minutesLater(2) }),
        );
      });
      expect((await store().findLeadById('lead-1'))?.language).toBe('en');
      expect(await store().findLeadById('lead-2')).not.toHaveProperty('language');
    });
  });
}
