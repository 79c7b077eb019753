import { describe, expect, it } from 'vitest';
import { findLinks, renderAt } from '../../../tests/support/ui/layout-test-support';
import { AnnouncementBar } from './announcement-bar';

describe('AnnouncementBar', () => {
  it('announces the webinar with a link to the registration form in the page language', () => {
    const html = renderAt(<AnnouncementBar />, '/en/refund-policy', 'x=1');
    expect(html).toContain('Free live webinar');
    expect(findLinks(html).map((link) => link.attributes.href)).toEqual([
      '/en/webinar-registration#registration-form',
    ]);
  });

  it('links to the Georgian registration form on Georgian pages', () => {
    const html = renderAt(<AnnouncementBar />, '/ka');
    expect(html).toContain('უფასო ვებინარი პირდაპირ ეთერში');
    expect(findLinks(html).map((link) => link.attributes.href)).toEqual([
      '/ka/webinar-registration#registration-form',
    ]);
  });

  it.each(['/ka/checkout', '/en/payment-success', '/payment-success'])(
    'is absent on %s',
    (path) => {
      expect(renderAt(<AnnouncementBar />, path)).toBe('');
    },
  );
});
