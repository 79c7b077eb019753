import * as v from 'valibot';
import type { ErrorCode } from '../errors/error-codes';

/*
 * The ticked-or-not choices of the forms (docs/legal.md "Marketing opt-in", docs/purchase.md
 * "Express start"): always unticked at first, so absent means no. A JSON body sends a boolean; an
 * HTML form post sends the checkbox's value `on` only when it is ticked.
 */

/** A checkbox as a body field: `true`, `false`, `"on"` (a ticked HTML checkbox) or absent (`false`). */
export const checkboxSchema = v.optional(
  v.union(
    [
      v.boolean(),
      v.pipe(
        v.literal('on'),
        v.transform(() => true),
      ),
    ],
    'VALIDATION_ERROR' satisfies ErrorCode,
  ),
  false,
);

/** The value an HTML form post gives a checkbox: `on` when ticked, nothing otherwise. */
export const CHECKBOX_ON = 'on';

/** The posted value of a checkbox as the schema reads it: ticked is `on`, anything else is absent. */
export function postedCheckbox(value: string | undefined): typeof CHECKBOX_ON | undefined {
  return value === CHECKBOX_ON ? CHECKBOX_ON : undefined;
}
