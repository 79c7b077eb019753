import { describe, expect, it } from 'vitest';
import { isPublicIp, unmapIpv4 } from './public-ip';

describe('isPublicIp', () => {
  it.each(['8.8.8.8', '31.146.1.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (ip) => {
      expect(isPublicIp(ip)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.5',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.10.10',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.1',
    'not an ip',
    '',
    undefined,
  ])('refuses %j', (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });

  it('keeps the edges of the private ranges straight', () => {
    expect(isPublicIp('172.15.255.255')).toBe(true);
    expect(isPublicIp('172.32.0.0')).toBe(true);
    expect(isPublicIp('11.0.0.0')).toBe(true);
  });
});

describe('unmapIpv4', () => {
  it('unwraps IPv4-mapped addresses and leaves others alone', () => {
    expect(unmapIpv4('::ffff:188.169.1.1')).toBe('188.169.1.1');
    expect(unmapIpv4('::FFFF:8.8.8.8')).toBe('8.8.8.8');
    expect(unmapIpv4('2a00:1450::1')).toBe('2a00:1450::1');
    expect(unmapIpv4('8.8.8.8')).toBe('8.8.8.8');
  });
});
