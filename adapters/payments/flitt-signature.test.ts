import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flittSignature,
  flittSignatureString,
  hasValidFlittSignature,
  signFlittParams,
} from './flitt-signature';

// The test vectors of docs/integrations.md "Flitt signature" (key `test`).
const V1 = {
  amount: 1000,
  currency: 'GEL',
  merchant_id: 1549901,
  order_desc: 'Test payment',
  order_id: 'TestOrder2',
  server_callback_url: 'http://myshop/callback/',
};
const V2 = {
  amount: 10025,
  currency: 'GEL',
  merchant_id: 1549901,
  order_desc: 'Test order',
  order_id: 'test_order_id_132412412',
  response_url: 'https://example.com/thankyoupage',
  server_callback_url: 'https://example.com/api/callback',
  version: '1.0.1',
};
const V3 = { merchant_id: 1549901, order_id: 'TestOrder2', version: '1.0.1' };
const V4 = {
  amount: 15000,
  currency: 'GEL',
  lang: 'ka',
  lifetime: 3600,
  merchant_data: '{"leadId":"L1"}',
  merchant_id: 1549901,
  order_desc: 'კურსი / Course',
  order_id: 'course-2025-0001',
  preauth: '',
  required_rectoken: 'N',
  response_url: 'https://example.ge/pay/return',
  sender_email: 'student@example.com',
  server_callback_url: 'https://example.ge/api/flitt/callback',
  version: '1.0.1',
};

describe('Flitt signature (docs/integrations.md "Flitt signature" test vectors)', () => {
  it.each([
    ['V1 create', V1, 'cd0edb710cbbdb6c2a4d965cdb91fdfabc343215'],
    ['V2 create with version and URLs', V2, '3b0aeab9664e0f16782e78b168af00b306dc71a1'],
    ['V3 status request', V3, '9c4a71a22cdba2fc42b1edf8bd8379f5de3c76ee'],
    ['V4 Georgian text, empty preauth dropped', V4, '0c18bef314c583373a881d49604f009fbc14bda9'],
  ])('%s', (_name, params, expected) => {
    expect(flittSignature(params, 'test')).toBe(expected);
  });

  it('builds the documented string: key first, values in key order, empty values left out', () => {
    expect(flittSignatureString(V1, 'test')).toBe(
      'test|1000|GEL|1549901|Test payment|TestOrder2|http://myshop/callback/',
    );
    expect(flittSignatureString({ b: '', a: 0, c: '0' }, 'k')).toBe('k|0|0');
  });

  it('ignores signature and response_signature_string when signing', () => {
    const signed = signFlittParams(V3, 'test');
    expect(
      flittSignature({ ...signed, response_signature_string: '**********|1549901' }, 'test'),
    ).toBe(signed.signature);
  });

  it('verifies its own signatures and refuses any change', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), fc.string({ maxLength: 20 })),
        fc.string({ minLength: 1, maxLength: 10 }),
        (params, key) => {
          const signed = signFlittParams({ ...params, order_id: 'o-1' }, key);
          expect(hasValidFlittSignature(signed, key)).toBe(true);
          expect(hasValidFlittSignature({ ...signed, order_id: 'o-2' }, key)).toBe(false);
          expect(hasValidFlittSignature(signed, `${key}x`)).toBe(false);
        },
      ),
    );
  });

  it('refuses upper-case, short and missing signatures', () => {
    const signed = signFlittParams(V3, 'test');
    expect(
      hasValidFlittSignature({ ...signed, signature: signed.signature.toUpperCase() }, 'test'),
    ).toBe(false);
    expect(
      hasValidFlittSignature({ ...signed, signature: signed.signature.slice(1) }, 'test'),
    ).toBe(false);
    expect(hasValidFlittSignature(V3, 'test')).toBe(false);
  });
});
