import type { UtmData } from '../../core/registration/utm-data';

/** The campaign tags in one cell, `source/medium/campaign`, then content and term when present. */
export function utmText(utm: UtmData): string {
  return [utm.source, utm.medium, utm.campaign, utm.content, utm.term]
    .map((tag) => tag ?? '')
    .join('/')
    .replace(/\/+$/, '');
}
