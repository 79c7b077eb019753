import { type AddressInfo, connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp, setUpTestApp } from './support/test-app';

/*
 * Every answer goes through the app (docs/security.md "Slow and hostile clients"): what Fastify
 * rejects before routing or while reading the body gets the coded JSON body and every security
 * header, and never echoes the path or the body.
 */

const context = setUpTestApp();

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
];

function expectAppAnswer(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toEqual({ error: { code } });
  for (const header of SECURITY_HEADERS) expect(response.headers[header]).toBeTruthy();
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('malformed URLs answer the coded 400 with every security header', () => {
  it.each([
    '/ka/%zz',
    '/en/%',
    '/%E0%A4%A',
    '/ka/privacy-policy%zz',
    '/api/payment/customer/%zz',
    '/api/registration/%C0%AF',
    '/api/%ff%fe',
    '/locales/ka/%zz.json',
  ])('%s', async (url) => {
    const response = await context.app.inject({ url });
    expectAppAnswer(response, 400, 'BAD_URL');
    expect(response.body).not.toContain('%');
  });

  it('answers the same for a POST to a malformed API path, whatever the body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/leads/%zz',
      payload: { email: 'canary.badurl@example.ge' },
    });
    expectAppAnswer(response, 400, 'BAD_URL');
    expect(response.body).not.toContain('canary');
  });

  it('answers an over-long path parameter 414 without echoing it', async () => {
    const token = 'x'.repeat(300);
    const response = await context.app.inject({
      method: 'POST',
      url: `/locales/add/${token}/common`,
    });
    expectAppAnswer(response, 414, 'URI_TOO_LONG');
    expect(response.body).not.toContain(token);
  });
});

describe('body and content-type errors answer the coded body with every security header', () => {
  it.each([
    [
      'malformed JSON',
      { 'content-type': 'application/json' },
      '{"fullName": "Canary Nino',
      400,
      'INVALID_JSON',
    ],
    ['empty JSON', { 'content-type': 'application/json' }, '', 400, 'INVALID_JSON'],
    ['text/plain', { 'content-type': 'text/plain' }, 'Canary Nino', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['no parser', { 'content-type': 'application/xml' }, '<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'too large',
      { 'content-type': 'application/json' },
      JSON.stringify({ fullName: 'Canary Nino'.repeat(3000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ] as const)('%s', async (_kind, headers, payload, status, code) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/registration',
      headers,
      payload,
    });
    expectAppAnswer(response, status, code);
    expect(response.body).not.toContain('Canary');
  });
});

/** Writes raw bytes to the listening app and collects everything it answers until it closes. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

describe('malformed HTTP on the raw connection answers the coded body with every header', () => {
  it.each([
    ['a garbage request line', 'NOT HTTP AT ALL\r\n\r\n', 400, 'BAD_REQUEST'],
    [
      'headers past the size limit',
      `GET /ka HTTP/1.1\r\nHost: x\r\nX-Canary: ${'Nino'.repeat(6000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'a broken Content-Length',
      'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Length: nine\r\n\r\n',
      400,
      'BAD_REQUEST',
    ],
  ] as const)('%s', async (_kind, bytes, status, code) => {
    const fixture = createSiteFixture();
    const { app } = buildTestApp(fixture);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await rawExchange((app.server.address() as AddressInfo).port, bytes);
      const [head = '', body] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(body).toBe(JSON.stringify({ error: { code } }));
      for (const header of SECURITY_HEADERS) expect(head).toContain(`\r\n${header}: `);
      expect(answer).not.toContain('Nino');
    } finally {
      await app.close();
      fixture.remove();
    }
  });
});
