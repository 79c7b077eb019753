/** What the webinar `Event` node needs. */
export interface WebinarEventJsonLdInput {
  readonly name: string;
  readonly description: string;
  /** ISO 8601 with `+04:00`. */
  readonly startDate: string;
  readonly endDate?: string;
  readonly language: string;
  /** Where the webinar is watched (the site's webinar page). */
  readonly joinUrl: string;
  /** Where visitors register. */
  readonly registrationUrl: string;
  readonly organizerId: string;
  /** The event's image URLs (Google's Event guidance recommends one). */
  readonly images: readonly string[];
}

/** The free webinar as an online `Event` with a `VirtualLocation` and a free offer (docs/site.md "SEO"). */
export function webinarEventJsonLd(input: WebinarEventJsonLdInput): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    inLanguage: input.language,
    image: input.images,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: input.joinUrl },
    organizer: { '@id': input.organizerId },
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'GEL',
      availability: 'https://schema.org/InStock',
      url: input.registrationUrl,
    },
  };
}
