import { describe, expect, it } from 'vitest';
import ka from '../../../locales/ka/legal.json';
import {
  headingLevels,
  hrefsOf,
  renderLegalPage,
  textOf,
  textsOf,
} from '../../../tests/support/ui/legal-test-render';
import { legalConfig } from '../../config/legal';
import { seller } from '../../config/seller';
import { PrivacyPolicyPage } from './privacy-policy-page';

const en = () => renderLegalPage(<PrivacyPolicyPage />, 'en', 'privacy-policy');
const geo = () => renderLegalPage(<PrivacyPolicyPage />, 'ka', 'privacy-policy');

describe('PrivacyPolicyPage', () => {
  it('has one h1 with the title and headings in order', () => {
    for (const [html, title] of [
      [en(), 'Privacy policy'],
      [geo(), 'კონფიდენციალურობის პოლიტიკა'],
    ] as const) {
      expect(textsOf(html, 'h1')).toEqual([title]);
      const levels = headingLevels(html);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
    }
  });

  it('shows every section of docs/legal.md "Privacy policy" and the subsections it names', () => {
    const html = en();
    expect(textsOf(html, 'h2')).toEqual([
      'Our commitment',
      'Information we collect',
      'How we use your information',
      'How we share information',
      'Your rights',
      'Contact us',
    ]);
    expect(textsOf(html, 'h3')).toEqual(
      expect.arrayContaining([
        'Webinar registration',
        'Career checklist and waiting list',
        'Buying the course',
        'A company buying seats by invoice',
        'Booking a strategy call',
        'City',
        'Usage information',
        'Recordings of live sessions',
        'Communications',
        'Service delivery',
        'Communication',
        'Service providers',
        'Platforms that decide for themselves',
        'Transfers outside Georgia',
        'Legal requirements',
        'Business transfers',
        'Safety and security',
        'Changes to this policy',
      ]),
    );
    const headings = Object.values(ka.privacy.sections).map((section) => section.heading);
    expect(textsOf(geo(), 'h2')).toEqual(headings);
  });

  it('links every table-of-contents entry to a section anchor', () => {
    const html = en();
    const anchors = hrefsOf(html).filter((href) => href.startsWith('#'));
    expect(anchors).toHaveLength(6);
    for (const anchor of anchors) expect(html).toContain(`<section id="${anchor.slice(1)}"`);
  });

  it('states that data is not sold and names the providers actually used', () => {
    const text = textOf(en());
    expect(text).toContain('We do not sell or rent your personal data');
    for (const name of ['Flitt', 'Google Sheets', 'SMS gateway', 'Calendly']) {
      expect(text).toContain(name);
    }
    // This build has no Meta pixel id, so the pixel is not in use and not named.
    expect(text).not.toContain('Meta Pixel');
    expect(textOf(geo())).toContain('არავის ვყიდით');
  });

  it('spells out the data-protection law deadlines (docs/legal.md "Consumer and data-protection law")', () => {
    const text = textOf(en());
    expect(text).toContain('We answer within 10 calendar days.');
    expect(text).toContain('within 7 working days');
    expect(text).toContain('within 72 hours');
    const georgian = textOf(geo());
    expect(georgian).toContain('10 კალენდარული დღის განმავლობაში');
    expect(georgian).toContain('7 სამუშაო დღის განმავლობაში');
  });

  it('shows the configured version and effective date as a <time>, per language', () => {
    const { version, effective } = legalConfig.documents.privacy;
    const [year, month, day] = effective.split('-').map(Number);
    expect(en()).toContain(`<time dateTime="${effective}">`);
    expect(textOf(en())).toContain(`Version ${version}`);
    expect(textOf(geo())).toContain(`ვერსია ${version}`);
    expect(textOf(en())).toContain(`${day}, ${year}`);
    expect(month).toBeGreaterThan(0);
  });

  it('names the processors in use from the configuration', () => {
    const text = textOf(en());
    expect(text).toContain('Payment provider (Flitt):');
    for (const processor of Object.values(legalConfig.processors)) {
      if (processor === undefined) continue;
      // An entry still marked example is named by its role only, never by its placeholder.
      if (processor.example) expect(text).not.toContain(processor.name);
      else expect(text).toContain(`(${processor.name}):`);
    }
    expect(text).toContain('Hosting: runs the site');
    expect(textOf(geo())).toContain('დამუშავებაზე უფლებამოსილი პირი');
  });

  it('names the seller as configured', () => {
    expect(textOf(en())).toContain(seller.legalName.en);
    expect(textOf(en())).toContain(seller.identificationCode);
    expect(textOf(geo())).toContain(seller.legalName.ka);
    expect(textOf(geo())).toContain(seller.legalAddress.ka);
  });

  it('offers a mailto link with the inquiry subject in the page language', () => {
    const email = seller.supportEmail;
    expect(hrefsOf(en())).toContain(
      `mailto:${email}?subject=Question%20about%20the%20privacy%20policy`,
    );
    const subject = encodeURIComponent('შეკითხვა კონფიდენციალურობის პოლიტიკის შესახებ');
    expect(hrefsOf(geo())).toContain(`mailto:${email}?subject=${subject}`);
  });

  it('links back to the home page of its own language', () => {
    expect(hrefsOf(en())[0]).toBe('/en');
    expect(hrefsOf(geo())[0]).toBe('/ka');
    expect(textOf(geo())).toContain('მთავარ გვერდზე დაბრუნება');
  });

  it('fills in the contact e-mail wherever the text mentions it', () => {
    for (const html of [en(), geo()]) {
      expect(html).not.toContain('{{');
      expect(textOf(html)).toContain(seller.supportEmail);
    }
  });
});
