import fc from 'fast-check';

/*
 * Body and content-type generators shared by the route fuzz tests (docs/security.md F1): near-valid
 * bodies with fields replaced, removed or added, arbitrary JSON, text, oversized strings, and
 * every content type a client could send.
 */

export const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 20_000 }),
  fc.constantFrom(null, true, 0, -1, 1e308, '', ' ', '=1+1', '+995555123456', '555123456'),
);

/** A near-valid body with some fields replaced, removed or added. */
export const mutated = (base: Record<string, unknown>) =>
  fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...Object.keys(base), 'utm', 'language'), anyValue),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(Object.keys(base)),
    })
    .map(({ replace, extra, drop }) => {
      const body: Record<string, unknown> = { ...base, ...replace, ...extra };
      for (const key of drop) delete body[key];
      return JSON.stringify(body);
    });

export const payload = (base: Record<string, unknown>) =>
  fc.oneof(
    mutated(base),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    fc.string({ minLength: 15_000, maxLength: 20_000 }),
    fc.constant(JSON.stringify(base)),
  );

export const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('application/json; charset=utf-8'),
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    '',
    'application/json; charset=latin-1',
  ),
  fc.string({ maxLength: 30 }),
);
