import * as v from 'valibot';

/**
 * An environment variable holding a whole number in [min, max], `fallback` when unset. One message
 * for every way it can be wrong, so the start-up error names the variable and the allowed range.
 */
export const wholeNumber = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,10}$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );
