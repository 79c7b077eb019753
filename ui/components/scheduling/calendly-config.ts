/**
 * Where the booking widget lives. Both values are build-time settings (Vite inlines
 * `import.meta.env`); a blank value means the default. The origin is configurable only so the e2e
 * test can post simulated widget messages from a local page (docs/decisions.md).
 */
export const DEFAULT_CALENDLY_URL = 'https://calendly.com/techcareer-ge/30min';

/** The only origin whose messages count as the widget's (docs/integrations.md "Calendly": only the configured origin counts). */
export const DEFAULT_CALENDLY_ORIGIN = 'https://calendly.com';

/** The booking page and the origin its messages must come from. */
export interface CalendlyConfig {
  readonly bookingUrl: string;
  readonly origin: string;
}

/** Parses the two settings, falling back to the defaults when unset, blank or not an http(s) URL. */
export function parseCalendlyConfig(raw: Readonly<Record<string, unknown>>): CalendlyConfig {
  const bookingUrl = httpUrl(raw.VITE_CALENDLY_URL)?.href ?? DEFAULT_CALENDLY_URL;
  const origin = httpUrl(raw.VITE_CALENDLY_ORIGIN)?.origin ?? DEFAULT_CALENDLY_ORIGIN;
  return { bookingUrl, origin };
}

function httpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The configuration of this build. */
export const calendlyConfig: CalendlyConfig = parseCalendlyConfig(import.meta.env);
