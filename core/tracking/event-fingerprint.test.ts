import { describe, expect, it } from 'vitest';
import { eventFingerprint } from './event-fingerprint';

describe('eventFingerprint', () => {
  it('ignores key order and undefined fields', () => {
    expect(eventFingerprint('cta_clicked', { a: 1, b: 'x', c: undefined })).toBe(
      eventFingerprint('cta_clicked', { b: 'x', a: 1 }),
    );
  });

  it('differs by name and by value', () => {
    expect(eventFingerprint('a', { v: 1 })).not.toBe(eventFingerprint('b', { v: 1 }));
    expect(eventFingerprint('a', { v: 1 })).not.toBe(eventFingerprint('a', { v: '1' }));
    expect(eventFingerprint('a')).toBe(eventFingerprint('a', {}));
  });
});
