import type { Language } from '../../../core/language/languages';

/**
 * The `lead` event's data after a webinar registration (docs/messaging.md "Analytics events"): no
 * name, e-mail, phone or LinkedIn, as providers abroad would need consent and safeguards for them
 * (docs/legal.md "Consumer and data-protection law"); our server stores the lead.
 */
export function leadEventData(
  source: string,
  language: Language,
): Readonly<Record<string, string>> {
  return { source, language, form: 'webinar_registration' };
}
