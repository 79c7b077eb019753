import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Money } from '../../../core/money/money';
import { quoteAt } from '../../../core/pricing/price-at';
import type { Cohort } from '../../../core/site-config/site-config';
import { renderCourse, textOf } from '../../../tests/support/ui/course-test-support';
import { siteCohorts } from '../../config/site-cohorts';
import type { SaleView } from '../../lib/catalogue/sale-view';
import { PricingHeroSection } from './pricing-hero-section';
import { PricingPaymentCard } from './pricing-payment-card';

const cohort: Cohort = {
  example: false,
  number: 4,
  startDate: new Date('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: new Date('2027-02-20T23:59:59+04:00'),
  maxCapacity: 30,
  prices: { current: 270_000 as Money, earlyBird: 250_000 as Money },
};
const open: SaleView = {
  status: 'known',
  sale: { state: 'open', seatsLeft: 7 },
  cohort,
  fromServer: true,
};
const BEFORE = new Date('2027-02-10T12:00:00+04:00');
const AFTER = new Date('2027-02-21T00:00:00+04:00');
const beforeDeadline = quoteAt(BEFORE, cohort);
const afterDeadline = quoteAt(AFTER, cohort);

describe('PricingPaymentCard', () => {
  it('shows the early-bird price with the regular price that follows it struck through, and the derived discount', () => {
    const { html } = renderCourse(
      <PricingPaymentCard quote={beforeDeadline} now={BEFORE} view={open} />,
      'ka',
    );
    const text = textOf(html);
    expect(text).toContain('2500\u00a0₾');
    expect(html).toMatch(
      /<s class="price__reference"><span[^>]*>სტანდარტული ფასი: <\/span>2700\u00a0₾<\/s>/,
    );
    expect(text).toContain('7%-იანი ფასდაკლება');
    expect(text).toContain('20 თებერვალი, 2027, 23:59-მდე (თბილისის დროით)');
    expect(html).toMatch(/datetime="2027-02-20T23:59:59\+04:00"/i);
  });

  it('strikes through a previous price really charged, named as such', () => {
    const lowered: Cohort = {
      ...cohort,
      prices: {
        ...cohort.prices,
        previous: [
          {
            amount: 300_000 as Money,
            chargedFrom: new Date('2026-12-01T00:00:00+04:00'),
            chargedUntil: new Date('2027-02-01T00:00:00+04:00'),
          },
        ],
      },
    };
    const { html } = renderCourse(
      <PricingPaymentCard quote={quoteAt(BEFORE, lowered)} now={BEFORE} view={open} />,
      'en',
    );
    expect(html).toMatch(
      /<s class="price__reference"><span[^>]*>Previous price: <\/span>₾3,000<\/s>/,
    );
    expect(textOf(html)).toContain('17% off');
  });

  it('shows the current price alone after the deadline: no price above it was charged', () => {
    const { html } = renderCourse(<PricingPaymentCard quote={afterDeadline} view={open} />, 'en');
    const text = textOf(html);
    expect(text).toContain('₾2,700');
    expect(html).not.toContain('price__reference');
    expect(text).not.toContain('off');
    expect(text).not.toContain('Early-bird');
    expect(text).toContain('VAT included');
    expect(text).toContain('Paid in full, by card.');
  });

  it('counts down to the early-bird deadline on the given clock, with fixed-width digits', () => {
    const now = new Date('2027-02-19T22:58:57+04:00');
    const { html } = renderCourse(
      <PricingPaymentCard quote={beforeDeadline} now={now} view={open} />,
      'en',
    );
    expect(textOf(html)).toContain('Ends in 1 d 01 h 01 min 02 s');
    expect(html).toMatch(/class="pricing-card__early-bird-left" role="timer"/);
    expect(
      renderCourse(<PricingPaymentCard quote={beforeDeadline} view={open} />, 'en').html,
    ).not.toContain('role="timer"');
  });

  it('holds the early-bird room only until the sale and the clock are known, and leaves no empty slot after the deadline', () => {
    const pending: SaleView = { status: 'pending', cohort };
    const reserved = '<div class="pricing-card__early-bird-slot" data-state="pending"></div>';
    expect(
      renderCourse(<PricingPaymentCard quote={afterDeadline} view={pending} />, 'ka').html,
    ).toContain(reserved);
    expect(
      renderCourse(<PricingPaymentCard quote={afterDeadline} now={null} view={open} />, 'ka').html,
    ).toContain(reserved);
    const after = renderCourse(
      <PricingPaymentCard quote={afterDeadline} now={AFTER} view={open} />,
      'ka',
    ).html;
    expect(after).not.toContain('pricing-card__early-bird-slot');
    const before = renderCourse(
      <PricingPaymentCard quote={beforeDeadline} now={BEFORE} view={open} />,
      'ka',
    ).html;
    expect(before).toMatch(
      /<div class="pricing-card__early-bird-slot"><p class="pricing-card__early-bird">/,
    );
  });

  it('holds the Buy button’s place, hidden, until the sale is known (no layout shift)', () => {
    const pending: SaleView = { status: 'pending', cohort };
    const { html } = renderCourse(
      <PricingPaymentCard quote={afterDeadline} view={pending} />,
      'en',
    );
    expect(html).not.toContain('href="/en/checkout"');
    expect(html).toContain('pricing-card__cta--pending');
    expect(textOf(html)).toContain('Checking the seats left');
  });

  it.each([
    { state: 'full', seatsLeft: 0 },
    { state: 'not_yet_open', opensAt: new Date('2027-01-05T06:00:00Z') },
  ] as const)('%j: the waiting list takes the Buy button’s place', (sale) => {
    const view: SaleView = { status: 'known', sale, cohort, fromServer: true };
    const { html } = renderCourse(<PricingPaymentCard quote={afterDeadline} view={view} />, 'en');
    expect(html).not.toContain('/checkout"');
    expect(html).toContain('class="pricing-card__cta pricing-card__waitlist"');
  });

  it('shows no price once registration is closed for good, only the waiting list', () => {
    const closed: SaleView = {
      status: 'known',
      sale: { state: 'closed' },
      cohort: undefined,
      fromServer: true,
    };
    const { html } = renderCourse(<PricingPaymentCard quote={undefined} view={closed} />, 'en');
    expect(html).not.toContain('₾');
    expect(html).toContain('pricing-card__waitlist');
  });

  it('links to the checkout of the page language', () => {
    expect(
      renderCourse(<PricingPaymentCard quote={afterDeadline} view={open} />, 'en').html,
    ).toContain('href="/en/checkout"');
    expect(
      renderCourse(<PricingPaymentCard quote={afterDeadline} view={open} />, 'ka').html,
    ).toContain('href="/ka/checkout"');
  });
});

describe('PricingHeroSection (prerendered)', () => {
  it('quotes the regular price until the visitor clock is known', () => {
    const text = textOf(renderCourse(<PricingHeroSection cohorts={[cohort]} />, 'en').html);
    expect(text).toContain('₾2,700');
    expect(text).not.toContain('₾2,500');
  });

  it('shows the cohort number, a timer with fixed-width placeholders and the static start sentence', () => {
    const { html } = renderCourse(<PricingHeroSection cohorts={[cohort]} />, 'ka');
    const text = textOf(html);
    expect(text).toContain('№4 ნაკადი');
    expect(html).toMatch(/role="timer"/);
    expect(html.match(/class="countdown__digits">--</g)).toHaveLength(4);
    expect(html).toMatch(/datetime="2027-03-01T19:00:00\+04:00"/i);
    expect(text).toContain('დაწყების თარიღი: 1 მარტი, 2027, 19:00 (თბილისის დროით)');
    expect(text).toContain('მაქსიმუმ 30 მონაწილე');
  });

  it('shows the build’s latest configured cohort by default, and no Buy button yet', () => {
    const { html } = renderCourse(<PricingHeroSection />, 'en');
    const latest = siteCohorts.at(-1)?.number;
    expect(textOf(html)).toContain(`Cohort ${latest}`);
    expect(html).not.toContain('href="/en/checkout"');
    expect(textOf(html)).toContain('Book a free strategy call');
    expect(html).toMatch(/<button type="button"[^>]*>Book a free strategy call<\/button>/);
  });
});

/** Renders a key that exists in no locale file. */
function MissingKey() {
  const { t } = useTranslation('pricing_hero');
  // @ts-expect-error: the key is in no locale file, which the typed keys (i18next.d.ts) reject.
  return <p>{t('no.such.key')}</p>;
}

describe('renderCourse', () => {
  it('reports keys missing from the locales', () => {
    expect(renderCourse(<MissingKey />, 'ka').missing).toEqual(['pricing_hero:no.such.key']);
  });
});
