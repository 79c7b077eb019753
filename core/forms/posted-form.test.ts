import { describe, expect, it } from 'vitest';
import { parsePostedForm } from './posted-form';

describe('parsePostedForm (the state a refused form post is hydrated with)', () => {
  const posted = {
    form: 'checkout-contact',
    values: { firstName: 'N', email: 'x@' },
    errors: { firstName: 'name.too_short', email: 'email.invalid' },
    formError: 'COHORT_FULL',
    utm: { source: 'facebook' },
  };

  it('reads back what the server embedded', () => {
    expect(parsePostedForm(JSON.parse(JSON.stringify(posted)))).toEqual(posted);
    const { formError: _, utm: __, ...plain } = posted;
    expect(parsePostedForm(plain)).toEqual(plain);
  });

  it.each([
    ['nothing', null],
    ['an unknown form', { ...posted, form: 'newsletter' }],
    ['a message code that does not exist', { ...posted, errors: { email: 'made.up' } }],
    ['a value that is not text', { ...posted, values: { email: 42 } }],
    ['an unknown form-level code', { ...posted, formError: '<script>' }],
  ])('is no state at all for %s', (_name, input) => {
    expect(parsePostedForm(input)).toBeUndefined();
  });
});
