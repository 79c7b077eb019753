import { describe, expect, it } from 'vitest';
import { holdAddressKeyer } from './hold-address-key';

describe('holdAddressKeyer', () => {
  const key = holdAddressKeyer('merchant-secret');

  it('keys an address without keeping it, the same way every time and on every instance', () => {
    const keyed = key('192.0.2.10');
    expect(keyed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyed).not.toContain('192');
    expect(holdAddressKeyer('merchant-secret')('192.0.2.10')).toBe(keyed);
    expect(key('::ffff:192.0.2.10')).toBe(keyed);
  });

  it('gives other addresses, and the same address under another secret, other keys', () => {
    expect(key('192.0.2.11')).not.toBe(key('192.0.2.10'));
    expect(holdAddressKeyer('another-secret')('192.0.2.10')).not.toBe(key('192.0.2.10'));
  });

  it('gives one key to every address of one IPv6 /64', () => {
    expect(key('2001:db8:0:1::1')).toBe(key('2001:db8:0:1:abcd::9'));
    expect(key('2001:db8:0:2::1')).not.toBe(key('2001:db8:0:1::1'));
  });
});
