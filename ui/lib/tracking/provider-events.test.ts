import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES } from './analytics-event-name';
import { dedupName } from './meta-events';
import { ga4CallFor, linkedInConversionFor, metaCallFor } from './provider-events';

describe('provider event mapping', () => {
  it('sends the checkout start to Meta as InitiateCheckout and to GA4 as begin_checkout, in GEL', () => {
    expect(metaCallFor('begin_checkout', { value: 2500 })).toEqual({
      command: 'track',
      event: 'InitiateCheckout',
      params: { value: 2500, currency: 'GEL' },
    });
  });

  it('sends a purchase to Meta as the standard event, in GEL, with the order id for de-dup', () => {
    expect(metaCallFor('purchase', { transaction_id: 'course-17', value: 2700 })).toEqual({
      command: 'track',
      event: 'Purchase',
      params: { transaction_id: 'course-17', value: 2700, currency: 'GEL' },
      eventId: 'course-17',
    });
  });

  it('sends a lead to GA4 as generate_lead with its source', () => {
    expect(ga4CallFor('lead', { source: 'exit_intent', offer: 'career_checklist' })).toEqual({
      event: 'generate_lead',
      params: { source: 'exit_intent', offer: 'career_checklist', lead_source: 'exit_intent' },
    });
  });

  it('uses Meta standard events where one fits and custom events otherwise', () => {
    expect(metaCallFor('event_scheduled', { source: 'x' }).event).toBe('Schedule');
    expect(metaCallFor('lead', {}).event).toBe('Lead');
    expect(metaCallFor('cta_clicked', { label: 'a' })).toEqual({
      command: 'trackCustom',
      event: 'CtaClicked',
      params: { label: 'a' },
    });
    expect(metaCallFor('page_view', { page_path: '/ka' }).params).toEqual({});
  });

  it('moves an explicit event_id out of the params', () => {
    const call = metaCallFor('lead', { event_id: 'lead-1', source: 's' });
    expect(call).toEqual({
      command: 'track',
      event: 'Lead',
      params: { source: 's' },
      eventId: 'lead-1',
    });
    expect(ga4CallFor('lead', { event_id: 'lead-1' }).params).toEqual({});
  });

  it('makes the lead session-scoped under its Meta name', () => {
    expect(dedupName('lead')).toBe('Lead');
    expect(new Set(ANALYTICS_EVENT_NAMES.map((name) => metaCallFor(name, {}).event)).size).toBe(13);
  });

  it('sends LinkedIn only configured conversions', () => {
    const ids = { lead: '111', purchase: undefined };
    expect(linkedInConversionFor('lead', { event_id: 'e1' }, ids)).toEqual({
      conversion_id: 111,
      event_id: 'e1',
    });
    expect(linkedInConversionFor('purchase', { transaction_id: 't' }, ids)).toBeUndefined();
    expect(linkedInConversionFor('cta_clicked', {}, ids)).toBeUndefined();
  });
});
