/** UTM values passed to the booking page (docs/webinar.md "Timeline", "receives prefill and utm values"). */
export interface CalendlyUtm {
  readonly utmSource?: string;
  readonly utmMedium?: string;
  readonly utmCampaign?: string;
  readonly utmContent?: string;
  readonly utmTerm?: string;
}

/** What the booking URL is built from. */
export interface CalendlyUrlInput {
  readonly bookingUrl: string;
  /** The host name of our site, required for the widget to post messages (docs/integrations.md "Calendly"). */
  readonly embedDomain: string;
  readonly prefill: { readonly name?: string; readonly email?: string };
  readonly utm: CalendlyUtm;
}

const UTM_PARAMS: readonly (readonly [keyof CalendlyUtm, string])[] = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmContent', 'utm_content'],
  ['utmTerm', 'utm_term'],
];

/**
 * The iframe URL of the inline widget, built by hand so widget.js is never needed: prefill, utm,
 * `embed_domain` and `embed_type=Inline` (docs/integrations.md "Calendly"). `URLSearchParams` encodes Georgian
 * names; empty values are left out so they never overwrite what the visitor types.
 */
export function buildCalendlyUrl(input: CalendlyUrlInput): string {
  const url = new URL(input.bookingUrl);
  const params = url.searchParams;
  params.set('embed_domain', input.embedDomain);
  params.set('embed_type', 'Inline');
  const name = input.prefill.name?.trim();
  const email = input.prefill.email?.trim();
  if (name) params.set('name', name);
  if (email) params.set('email', email);
  for (const [key, param] of UTM_PARAMS) {
    const value = input.utm[key]?.trim();
    if (value) params.set(param, value);
  }
  return url.href;
}

/**
 * The campaign tags of one opening: the page's own `utm_*` query values win (they name the real
 * campaign); otherwise the site tags the booking with where it was opened (docs/decisions.md).
 */
export function campaignUtm(pageSearch: string, source: string): CalendlyUtm {
  const page = new URLSearchParams(pageSearch);
  const pick = (param: string, fallback?: string): string | undefined =>
    page.get(param)?.trim() || fallback;
  const utm: Record<string, string> = {};
  const values: readonly (readonly [keyof CalendlyUtm, string | undefined])[] = [
    ['utmSource', pick('utm_source', source)],
    ['utmMedium', pick('utm_medium', 'website')],
    ['utmCampaign', pick('utm_campaign', 'strategy_call')],
    ['utmContent', pick('utm_content', source)],
    ['utmTerm', pick('utm_term')],
  ];
  for (const [key, value] of values) if (value) utm[key] = value;
  return utm;
}
