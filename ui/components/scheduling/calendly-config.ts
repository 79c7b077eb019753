import { media } from '../../config/media';

/** The booking page and the origin its messages must come from. */
export interface CalendlyConfig {
  readonly bookingUrl: string;
  readonly origin: string;
}

/**
 * The booking page of config/site.json (`media.bookingUrl`) and the only origin whose widget
 * messages count: the booking page's own (docs/integrations.md "Calendly").
 */
export const calendlyConfig: CalendlyConfig = {
  bookingUrl: media.bookingUrl,
  origin: new URL(media.bookingUrl).origin,
};
