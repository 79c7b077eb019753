import { describe, expect, it } from 'vitest';
import { holdAddress } from './hold-address';

describe('holdAddress', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(holdAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(holdAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(holdAddress('::FFFF:127.0.0.7')).toBe('127.0.0.7');
  });

  it('counts every IPv6 address of one /64 as one address, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(holdAddress('2001:db8:0:1::1')).toBe(network);
    expect(holdAddress('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(network);
    expect(holdAddress('2001:db8::1:0:0:0:9')).toBe(network);
    expect(holdAddress('2001:db8:0:1::5%eth0')).toBe(network);
    expect(holdAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(holdAddress('::1')).toBe('0:0:0:0::/64');
    expect(holdAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('takes anything that is not an address as it is', () => {
    expect(holdAddress('1:2:3')).toBe('1:2:3');
    expect(holdAddress('1::2::3')).toBe('1::2::3');
    expect(holdAddress('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(holdAddress('zz::1')).toBe('zz::1');
    expect(holdAddress('unknown')).toBe('unknown');
  });
});
