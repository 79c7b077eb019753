import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { notArray } from './not-array';

describe('notArray', () => {
  const Answer = v.pipe(notArray, v.object({ city: v.optional(v.string()) }));

  it('lets objects through to the object schema', () => {
    expect(v.safeParse(Answer, { city: 'Tbilisi' }).success).toBe(true);
  });

  it('refuses an array, which a bare object schema would accept', () => {
    expect(v.safeParse(v.object({ city: v.optional(v.string()) }), []).success).toBe(true);
    expect(v.safeParse(Answer, []).success).toBe(false);
  });
});
