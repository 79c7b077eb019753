import * as v from 'valibot';

/**
 * Put first in a pipe before `v.object` / `v.looseObject` when reading a vendor's JSON object:
 * valibot's object schemas accept arrays (`typeof [] === 'object'`), and an array where an object
 * was promised is a broken answer, not an empty one.
 */
export const notArray = v.custom<unknown>(
  (input) => !Array.isArray(input),
  'Expected an object, got an array',
);
