import type { Language } from '../../../core/language/languages';

/**
 * The data of the `lead` analytics event after a webinar registration (docs/webinar.md "Leads and exit intent"). The spec
 * sends name, e-mail, phone and LinkedIn; we send none of them: analytics providers are abroad and
 * personal data there needs consent and safeguards (docs/legal.md "Consumer and data-protection law", Law No. 3144). The lead itself is
 * stored by our server; the event only counts it.
 */
export function leadEventData(
  source: string,
  language: Language,
): Readonly<Record<string, string>> {
  return { source, language, form: 'webinar_registration' };
}
