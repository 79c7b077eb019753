import { describe, expect, it } from 'vitest';
import { renderCheckout, textOf } from '../../../tests/support/ui/checkout-test-support';
import { SoldOut } from './sold-out';

const opensAt = new Date('2027-01-05T06:00:00Z');

describe('SoldOut (prerendered)', () => {
  it.each([
    ['en', { state: 'full' }, 'All seats in cohort 4 are taken'],
    ['ka', { state: 'full' }, '№4 ნაკადში ყველა ადგილი დაკავებულია'],
    [
      'en',
      { state: 'not_yet_open', opensAt },
      'Registration for cohort 4 opens on January 5, 2027, 10:00 (Tbilisi time)',
    ],
    [
      'ka',
      { state: 'not_yet_open', opensAt },
      '№4 ნაკადზე რეგისტრაციის დაწყება: 5 იანვარი, 2027, 10:00 (თბილისის დროით)',
    ],
    ['en', { state: 'closed' }, 'Registration is closed'],
    ['ka', { state: 'closed' }, 'რეგისტრაცია დასრულებულია'],
  ] as const)('%s %j: says why, then the waiting list', (language, sale, text) => {
    const { html, missing } = renderCheckout(
      <SoldOut sale={sale} cohortNumber={4} noticeClassName="notice" />,
      language,
    );
    expect(missing).toEqual([]);
    expect(textOf(html)).toContain(text);
    expect(html).toMatch(/<form class="waitlist"/);
  });
});
