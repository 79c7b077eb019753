import { describe, expect, it } from 'vitest';
import ka from '../../../locales/ka/legal.json';
import {
  hrefsOf,
  renderLegalPage,
  textOf,
  textsOf,
} from '../../../tests/support/ui/legal-test-render';
import { courseName } from '../../config/course';
import { legalConfig } from '../../config/legal';
import { seller } from '../../config/seller';
import { TermsOfServicePage } from './terms-of-service-page';

const en = () => renderLegalPage(<TermsOfServicePage />, 'en', 'terms-of-service');
const geo = () => renderLegalPage(<TermsOfServicePage />, 'ka', 'terms-of-service');

describe('TermsOfServicePage', () => {
  it('has one h1 with the title in each language', () => {
    expect(textsOf(en(), 'h1')).toEqual(['Terms of service']);
    expect(textsOf(geo(), 'h1')).toEqual(['მომსახურების პირობები']);
  });

  it('shows every section of docs/legal.md "Terms of service"', () => {
    expect(textsOf(en(), 'h2')).toEqual([
      'Agreement overview',
      'How the contract is made and its language',
      'Enrolment requirements',
      'Price and payment',
      'Your 14-day right of withdrawal',
      'Access and usage',
      'Code of conduct',
      'Disclaimers',
      'Governing law and disputes',
      'Contact us',
    ]);
    const headings = Object.values(ka.terms.sections).map((section) => section.heading);
    expect(textsOf(geo(), 'h2')).toEqual(headings);
    expect(textsOf(en(), 'h3')).toEqual(
      expect.arrayContaining(['Results not guaranteed', 'Limitation of liability']),
    );
  });

  it('states the enrolment and access rules', () => {
    const text = textOf(en());
    expect(text).toContain('be 18 or older');
    expect(text).toContain('accurate, complete and up-to-date registration information');
    expect(text).toContain('the course lasts 8 weeks');
    expect(text).toContain('No credential sharing:');
    expect(text).toContain('Personal use only:');
    expect(text).toContain('Active participation:');
    expect(textOf(geo())).toContain('18 წლის ან მეტი ასაკი');
  });

  it('lists acceptable and prohibited behaviour as real lists under their own headings', () => {
    const html = en();
    expect(html).toMatch(/<h3>Acceptable behaviour<\/h3><ul class="legal-list"><li>/);
    expect(html).toMatch(/<h3>Prohibited behaviour<\/h3><ul class="legal-list"><li>/);
  });

  it('shows its configured version and effective date (docs/legal.md "Versions and dates")', () => {
    const { version, effective } = legalConfig.documents.terms;
    expect(en()).toContain(`<time dateTime="${effective}">`);
    expect(textOf(geo())).toContain(`ვერსია ${version}`);
  });

  it('sets out the 14-day withdrawal: how, a model form, the refund deadline, the proportional charge', () => {
    const text = textOf(en());
    expect(text).toContain('within 14 calendar days');
    expect(text).toContain('Model withdrawal form');
    expect(text).toContain(`I hereby withdraw from my contract to buy “${courseName.en}”.`);
    expect(text).toContain('no later than 14 days after the day we receive your withdrawal');
    expect(text).toContain('in proportion to the whole course');
    expect(textOf(geo())).toContain('ხელშეკრულებაზე უარის თქმის ფორმის ნიმუში');
    expect(text).toContain('governed by the law of Georgia');
    expect(text).toContain('the Georgian text prevails');
  });

  it('names the course by its configured name', () => {
    expect(textOf(en())).toContain(courseName.en);
    expect(textOf(geo())).toContain(courseName.ka);
  });

  it('offers a mailto link with the terms inquiry subject', () => {
    const email = seller.supportEmail;
    expect(hrefsOf(en())).toContain(`mailto:${email}?subject=Question%20about%20the%20terms`);
    const subject = encodeURIComponent('შეკითხვა მომსახურების პირობების შესახებ');
    expect(hrefsOf(geo())).toContain(`mailto:${email}?subject=${subject}`);
  });

  it('links back home and to the other legal documents in the same language', () => {
    const links = hrefsOf(geo());
    expect(links[0]).toBe('/ka');
    expect(links).toEqual(expect.arrayContaining(['/ka/privacy-policy', '/ka/refund-policy']));
    expect(hrefsOf(en())).toEqual(expect.arrayContaining(['/en', '/en/privacy-policy']));
  });
});
