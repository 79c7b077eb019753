import { describe, expect, it } from 'vitest';
import { classifyError, errorBody, HTTP_STATUS_BY_ERROR_CODE } from './http-errors';

describe('classifyError', () => {
  it.each([
    [{ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }, 'UNSUPPORTED_MEDIA_TYPE'],
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }, 'INVALID_JSON'],
    [{ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 }, 'INVALID_JSON'],
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 'PAYLOAD_TOO_LARGE'],
    [{ code: 'FST_ERR_VALIDATION', statusCode: 400 }, 'VALIDATION_ERROR'],
    [{ statusCode: 429 }, 'RATE_LIMITED'],
    [{ statusCode: 400 }, 'BAD_REQUEST'],
    [{ statusCode: 418 }, 'BAD_REQUEST'],
    [{ statusCode: 502 }, 'INTERNAL'],
    [{ statusCode: 302 }, 'INTERNAL'],
    [{}, 'INTERNAL'],
    [{ code: 42, statusCode: '400' }, 'INTERNAL'],
  ])('classifies %o as %s', (error, code) => {
    expect(classifyError(error)).toBe(code);
  });

  it('maps every classified code to a status of the same class', () => {
    expect(HTTP_STATUS_BY_ERROR_CODE[classifyError({ statusCode: 413 })]).toBe(413);
    expect(HTTP_STATUS_BY_ERROR_CODE[classifyError({})]).toBe(500);
  });
});

describe('errorBody', () => {
  it('carries only the code', () => {
    expect(errorBody('NOT_FOUND')).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});
