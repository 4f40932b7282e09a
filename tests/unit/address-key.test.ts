import { describe, expect, it } from 'vitest';
import { addressKey, UNKNOWN_ADDRESS_KEY } from '@/lib/security/address-key';

describe('addressKey: what a per-address rate limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is spelled', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:db8:1:2:aaaa::1.2.3.4')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('expands the :: shorthand wherever it stands', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('gives a missing or malformed address the one unknown key, which no address can have', () => {
    for (const value of [null, '', 'unknown', '1.2.3', '1.2.3.4, 5.6.7.8', 'not an address']) {
      expect(addressKey(value), String(value)).toBe(UNKNOWN_ADDRESS_KEY);
    }
  });
});
