import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '../../tests/support/site-config-fixture';
import { siteFactsOf } from './site-facts';

describe('the site facts the build inlines (docs/site.md "Pages follow the clock")', () => {
  const config = siteConfigFixture();
  const facts = siteFactsOf(config);

  it('carries instants as the JSON strings the client reads, and the last session as a number', () => {
    const [cohort] = facts.cohorts;
    expect(typeof cohort?.startDate).toBe('string');
    expect(cohort?.startDate).toBe(config.cohorts[0]?.startDate.toISOString());
    const starts = config.webinarSessions.map((session) => session.startsAt.getTime());
    expect(facts.lastSessionStart).toBe(starts.length === 0 ? null : Math.max(...starts));
  });

  it('names the seller without its bank account, and says whether companies can buy by invoice', () => {
    expect(facts.seller).not.toHaveProperty('bankAccount');
    expect(facts.seller.phone).toBe(config.seller.phone);
    expect(facts.companyInvoices).toBe(config.seller.bankAccount !== undefined);
    const { bankAccount: _none, ...withoutAccount } = config.seller;
    expect(siteFactsOf({ ...config, seller: withoutAccount }).companyInvoices).toBe(false);
  });

  it('holds the claims already worded in both languages', () => {
    expect(Object.keys(facts.claimTexts)).toEqual(['ka', 'en']);
  });
});
