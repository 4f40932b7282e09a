import { describe, expect, it } from 'vitest';
import { checkPointing, ingressAddresses, pointsAtUs, type AddressLookup } from '@/lib/domains/points-at-us';

// Issue 27: a verified domain re-pointed at a relay that forwards to us passes the served-host
// proof; where the deployment names its ingress, the handoff also requires the domain's DNS to lead there.
const dns: Record<string, string[]> = {
  'edge.platform.kz': ['203.0.113.10', '2001:db8::10'],
  'clinic.kz': ['203.0.113.10'],
  'www.clinic.kz': ['203.0.113.10', '2001:DB8::10'],
  'relayed.kz': ['198.51.100.7'],
  'half.kz': ['203.0.113.10', '198.51.100.7'],
};
const lookup: AddressLookup = async (host) => {
  if (host === 'servfail.kz') throw Object.assign(new Error('queryA ESERVFAIL'), { code: 'ESERVFAIL' });
  const found = dns[host];
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found;
};

describe('a clinic domain points at our ingress (issue 27, handoff)', () => {
  const env = { DOMAINS_A_RECORDS: '203.0.113.10', DOMAINS_AAAA_RECORDS: '2001:db8::10' } as unknown as NodeJS.ProcessEnv;

  it('a domain whose every address is ours is accepted, IPv6 in any case', async () => {
    expect(await pointsAtUs('clinic.kz', env, lookup)).toBe(true);
    expect(await pointsAtUs('www.clinic.kz', env, lookup)).toBe(true);
  });

  it('a domain re-pointed at a relay, or with one foreign address among ours, is refused', async () => {
    expect(await pointsAtUs('relayed.kz', env, lookup)).toBe(false);
    expect(await pointsAtUs('half.kz', env, lookup)).toBe(false);
  });

  it('a domain that does not resolve is refused', async () => {
    expect(await pointsAtUs('gone.kz', env, lookup)).toBe(false);
  });

  it('the CNAME target the deployment names counts with its addresses', async () => {
    const cnameOnly = { DOMAINS_CNAME_TARGET: 'edge.platform.kz' } as unknown as NodeJS.ProcessEnv;
    expect([...(await ingressAddresses(cnameOnly, lookup))].sort()).toEqual(['2001:db8::10', '203.0.113.10']);
    expect(await pointsAtUs('www.clinic.kz', cnameOnly, lookup)).toBe(true);
    expect(await pointsAtUs('relayed.kz', cnameOnly, lookup)).toBe(false);
  });

  it('without any ingress named (development), it cannot say: the served-host proof decides alone', async () => {
    expect(await pointsAtUs('relayed.kz', {} as unknown as NodeJS.ProcessEnv, lookup)).toBeNull();
  });
});

describe('where a clinic domain leads, for the domains page (issue 31)', () => {
  const env = { DOMAINS_A_RECORDS: '203.0.113.10', DOMAINS_AAAA_RECORDS: '2001:db8::10' } as unknown as NodeJS.ProcessEnv;

  it('ours, elsewhere (with the foreign addresses DNS answered), missing, a DNS failure, and unchecked without ingress', async () => {
    expect(await checkPointing('www.clinic.kz', env, lookup)).toEqual({ state: 'ours', addresses: ['203.0.113.10', '2001:db8::10'] });
    expect(await checkPointing('half.kz', env, lookup)).toEqual({ state: 'elsewhere', addresses: ['203.0.113.10', '198.51.100.7'] });
    expect(await checkPointing('gone.kz', env, lookup)).toEqual({ state: 'missing', addresses: [] });
    expect(await checkPointing('servfail.kz', env, lookup)).toEqual({ state: 'dns_error', addresses: [] });
    expect(await checkPointing('clinic.kz', {} as unknown as NodeJS.ProcessEnv, lookup)).toEqual({ state: 'unchecked', addresses: [] });
  });

  it('the handoff reads the same check: a DNS failure is not "ours"', async () => {
    expect(await pointsAtUs('servfail.kz', env, lookup)).toBe(false);
  });
});
