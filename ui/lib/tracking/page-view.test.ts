import { describe, expect, it } from 'vitest';
import { stripSensitiveQuery, stripSensitiveUrl } from './page-view';

describe('page-view query stripping', () => {
  it('removes the payment token and ids but keeps campaign tags', () => {
    expect(stripSensitiveQuery('?token=abc&utm_source=fb&order_id=1')).toBe('?utm_source=fb');
    expect(stripSensitiveQuery('token=abc')).toBe('');
    expect(stripSensitiveQuery('')).toBe('');
    expect(stripSensitiveQuery('debug=tracking')).toBe('?debug=tracking');
  });

  it('cleans referrer URLs and drops what is not a URL', () => {
    expect(stripSensitiveUrl('https://site.ge/ka/payment-success?token=s3cret&x=1#top')).toBe(
      'https://site.ge/ka/payment-success?x=1',
    );
    expect(stripSensitiveUrl('')).toBe('');
    expect(stripSensitiveUrl('not a url')).toBe('');
  });
});
