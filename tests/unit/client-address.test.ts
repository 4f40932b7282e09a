import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseTrustedProxies, resolveClientAddress } from '@/lib/http/client-address';

const none = parseTrustedProxies(undefined);
const loopback = parseTrustedProxies('127.0.0.1,::1');

describe('normalizeAddress', () => {
  it('keeps IPv4 and gives IPv4-mapped IPv6 (a dual-stack socket) as IPv4', () => {
    expect(normalizeAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('writes one IPv6 address one way, so a client cannot vary its key by spelling', () => {
    expect(normalizeAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(normalizeAddress('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('drops a port and IPv6 brackets', () => {
    expect(normalizeAddress(' 198.51.100.7:51234 ')).toBe('198.51.100.7');
    expect(normalizeAddress('[2001:db8::7]:443')).toBe('2001:db8::7');
  });

  it('writes IPv6 as RFC 5952 says: the first longest run of zero groups as ::, no leading zeros', () => {
    expect(normalizeAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(normalizeAddress('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3');
    expect(normalizeAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeAddress('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8');
    expect(normalizeAddress('::')).toBe('::');
  });

  it('refuses what is not an address', () => {
    for (const text of ['unknown', '', 'example.com', '01.2.3.4', '1.2.3', '1.2.3.4.5', '[::1', '999.1.1.1', '1:::2', '1::2::3', '12345::', ':1', '1:', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', 'g::1', '1.2.3.4::']) {
      expect(normalizeAddress(text), text).toBeUndefined();
    }
  });
});

describe('parseTrustedProxies (TRUSTED_PROXIES)', () => {
  it('trusts no proxy by default', () => {
    expect(none.size).toBe(0);
    expect(none.has('127.0.0.1')).toBe(false);
  });

  it('takes addresses and CIDR ranges, IPv4 and IPv6, comma-separated', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.1 ,2001:db8:100::/40,::1');
    expect(trusted.size).toBe(4);
    expect(trusted.has('10.250.3.4')).toBe(true);
    expect(trusted.has('11.0.0.1')).toBe(false);
    expect(trusted.has('192.0.2.1')).toBe(true);
    expect(trusted.has('192.0.2.2')).toBe(false);
    expect(trusted.has('2001:db8:1ff::5')).toBe(true);
    expect(trusted.has('2001:db8:200::5')).toBe(false);
    expect(trusted.has('::1')).toBe(true);
  });

  it('reads an IPv4 range written as IPv4-mapped IPv6 as that IPv4 range', () => {
    const trusted = parseTrustedProxies('::ffff:10.0.0.0/104');
    expect(trusted.has('10.9.8.7')).toBe(true);
    expect(trusted.has('11.0.0.1')).toBe(false);
  });

  it('stops at a malformed entry instead of trusting less (or more) than meant', () => {
    for (const spec of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/x', '10.0.0.0/']) expect(() => parseTrustedProxies(spec), spec).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('resolveClientAddress', () => {
  it('without trusted proxies: the socket address, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('::ffff:203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('ignores a forged X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.20', '127.0.0.1, 5.6.7.8', loopback)).toBe('198.51.100.20');
  });

  it('behind a trusted proxy: the right-most entry that is not a trusted proxy', () => {
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, 5.6.7.8', loopback)).toBe('5.6.7.8');
    expect(resolveClientAddress('::1', '5.6.7.8', loopback)).toBe('5.6.7.8');
  });

  it('walks a chain of trusted proxies (CIDR) to the first untrusted hop, never further left', () => {
    const chain = parseTrustedProxies('127.0.0.1,10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', 'forged-by-client, 9.9.9.9, 1.2.3.4, 10.0.0.7, 10.1.2.3', chain)).toBe('1.2.3.4');
    // Node joins repeated headers in order; a list given as an array reads the same.
    expect(resolveClientAddress('127.0.0.1', ['9.9.9.9, 1.2.3.4', '10.0.0.7'], chain)).toBe('1.2.3.4');
  });

  it('IPv6 behind an IPv6 proxy range, written canonically', () => {
    const v6 = parseTrustedProxies('2001:db8:ffff::/48');
    expect(resolveClientAddress('2001:db8:ffff::10', '2001:DB8:0:0:0:0:0:42, 2001:db8:ffff::11', v6)).toBe('2001:db8::42');
  });

  it('when every hop is trusted, the request started on the left-most of them', () => {
    expect(resolveClientAddress('127.0.0.1', '::1, 127.0.0.1', loopback)).toBe('::1');
    expect(resolveClientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('stops at an entry that is not an address: the nearest address known is the hop that passed it on', () => {
    const chain = parseTrustedProxies('127.0.0.1,10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4, unknown, 10.0.0.7', chain)).toBe('10.0.0.7');
    expect(resolveClientAddress('127.0.0.1', 'garbage', chain)).toBe('127.0.0.1');
  });

  it('is undefined only without a socket address', () => {
    expect(resolveClientAddress(undefined, '1.2.3.4', loopback)).toBeUndefined();
  });
});
