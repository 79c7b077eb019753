import * as v from 'valibot';
import { bilingualField } from './config-fields';

/**
 * The course as a product: its one name in both languages, used by the checkout, the terms and the
 * order description sent to the card provider (docs/site.md "Product name"). Flitt forbids `|` in
 * signed values, so the name may not contain it.
 */
export const courseConfigSchema = v.strictObject({
  name: v.pipe(
    bilingualField,
    v.check(
      (name) => !name.ka.includes('|') && !name.en.includes('|'),
      'must not contain "|" (the card provider forbids it in order descriptions)',
    ),
  ),
});
