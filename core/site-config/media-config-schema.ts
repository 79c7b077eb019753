import * as v from 'valibot';
import { bilingualField, textField, webAddressField } from './config-fields';

/** A hosted video: YouTube ids are 11 characters, Vimeo ids are digits. */
const videoSchema = v.union(
  [
    v.strictObject({
      provider: v.literal('youtube'),
      id: v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'must be an 11-character YouTube id')),
    }),
    v.strictObject({
      provider: v.literal('vimeo'),
      id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a numeric Vimeo id')),
    }),
  ],
  'must be { "provider": "youtube" | "vimeo", "id": "…" }',
);

/** A publication that wrote about the course; without a url the card is not a link. */
const pressEntrySchema = v.strictObject({
  name: textField,
  description: v.optional(bilingualField),
  url: v.optional(webAddressField),
});

/**
 * Videos, press and the booking page (docs/site.md "Landing sections"). A video left out shows the "coming
 * soon" poster; no id is ever invented.
 */
export const mediaConfigSchema = v.strictObject({
  /** The scheduling page the booking modal embeds (a 30-minute event). */
  bookingUrl: webAddressField,
  /** The free webinar's recording on the webinar page. */
  webinarRecording: v.optional(videoSchema),
  /** The landing page's two embedded videos. */
  homeVideos: v.optional(
    v.strictObject({ webinar: v.optional(videoSchema), programme: v.optional(videoSchema) }),
    {},
  ),
  /** The three social-proof videos of the course page. */
  socialProofVideos: v.optional(
    v.strictObject({
      webinar: v.optional(videoSchema),
      podcast: v.optional(videoSchema),
      guide: v.optional(videoSchema),
    }),
    {},
  ),
  press: v.optional(v.array(pressEntrySchema), []),
});
