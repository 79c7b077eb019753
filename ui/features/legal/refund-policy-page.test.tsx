import { describe, expect, it } from 'vitest';
import ka from '../../../locales/ka/legal.json';
import {
  hrefsOf,
  renderLegalPage,
  textOf,
  textsOf,
} from '../../../tests/support/ui/legal-test-render';
import { seller } from '../../config/seller';
import { RefundPolicyPage } from './refund-policy-page';

const en = () => renderLegalPage(<RefundPolicyPage />, 'en', 'refund-policy');
const geo = () => renderLegalPage(<RefundPolicyPage />, 'ka', 'refund-policy');

describe('RefundPolicyPage', () => {
  it('has one h1 with the title in each language', () => {
    expect(textsOf(en(), 'h1')).toEqual(['Refund policy']);
    expect(textsOf(geo(), 'h1')).toEqual(['თანხის დაბრუნების პოლიტიკა']);
  });

  it('shows the six sections of docs/legal.md "Refund policy"', () => {
    expect(textsOf(en(), 'h2')).toEqual([
      'Overview',
      'Money-back guarantee',
      'Refund process',
      'Non-refundable items',
      'Partial refunds',
      'Contact us',
    ]);
    const headings = Object.values(ka.refund.sections).map((section) => section.heading);
    expect(textsOf(geo(), 'h2')).toEqual(headings);
  });

  it('states every refund rule of docs/legal.md "Refund policy" in English', () => {
    const text = textOf(en());
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('attended at least 2 live sessions');
    expect(text).toContain('given us feedback');
    expect(text).toContain('completed less than 50% of the course materials');
    expect(text).toContain('within 2–3 business days');
    expect(text).toContain('We reply within 24 hours on business days.');
    expect(text).toContain(
      'Access to the course opens within 24 hours after payment if you asked for an early start, otherwise when your 14-day withdrawal period ends.',
    );
    expect(text).toContain('includes 18% VAT');
    for (const reason of [
      'a medical emergency',
      'the loss of your job',
      'cancellation of the programme',
      'a long technical outage',
    ]) {
      expect(text).toContain(reason);
    }
    expect(text).toContain('calculated by completion percentage');
    expect(text).toContain('within 14 days');
  });

  it('states the same rules in Georgian', () => {
    const text = textOf(geo());
    expect(text).toContain('თანხის დაბრუნების 30-დღიანი გარანტი');
    expect(text).toContain('მოითხოვოთ 30 დღის განმავლობაში');
    expect(text).toContain('სულ მცირე 2 შეხვედრაზე დასწრება');
    expect(text).toContain('50%-ზე ნაკლების გავლა');
    expect(text).toContain('2–3 სამუშაო დღეში');
    expect(text).toContain('სამუშაო დღეებში 24 საათის განმავლობაში');
    expect(text).toContain('გადახდიდან 24 საათის განმავლობაში');
    expect(text).toContain('დღგ-ს (18%) ჩათვლით');
    expect(text).toContain('კურსის გავლის პროცენტის მიხედვით');
    expect(text).toContain('14 დღის განმავლობაში');
  });

  it('numbers the refund steps and lists the non-refundable items', () => {
    const html = en();
    expect(html).toMatch(/<h2 id="process-heading">Refund process<\/h2><ol class="legal-steps">/);
    expect(html).toMatch(/We cannot refund:<\/p><ul class="legal-list">(<li>.*?<\/li>){5}<\/ul>/);
  });

  it('offers a mailto link and a back-to-home link per language', () => {
    const email = seller.supportEmail;
    expect(hrefsOf(en())).toContain(`mailto:${email}?subject=Refund%20request`);
    const subject = encodeURIComponent('თანხის დაბრუნების მოთხოვნა');
    expect(hrefsOf(geo())).toContain(`mailto:${email}?subject=${subject}`);
    expect(hrefsOf(en())[0]).toBe('/en');
    expect(hrefsOf(geo())[0]).toBe('/ka');
  });
});
