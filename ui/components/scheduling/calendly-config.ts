import { type CalendlyConfig, clientConfig } from '../../config/env';

export type { CalendlyConfig } from '../../config/env';

/**
 * Where the booking widget lives and the origin its messages must come from: build-time settings
 * (`VITE_CALENDLY_URL`, `VITE_CALENDLY_ORIGIN`), the defaults when unset, blank or not an http(s)
 * URL. The origin is configurable only so the e2e test can post simulated widget messages from a
 * local page (docs/decisions.md).
 */
export const calendlyConfig: CalendlyConfig = clientConfig.calendly;
