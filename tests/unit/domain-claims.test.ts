import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loopKey, fromKey } from '@/lib/business/site/redirects/loop-key';
import { isInternalHost, parseDomain } from '@/lib/domains/hostname';
import { hostSkeleton, looksLike } from '@/lib/domains/lookalike';

// Issue 27: look-alike hosts (homographs), internal names, and the page a redirect reaches for the loop check.
const dev = { NODE_ENV: 'development', PLATFORM_HOSTS: 'localhost', PUBLIC_BASE_URL: 'http://localhost:3000' } as NodeJS.ProcessEnv;
const production = { NODE_ENV: 'production', PLATFORM_HOSTS: 'clinics.kz', PUBLIC_BASE_URL: 'https://clinics.kz' } as NodeJS.ProcessEnv;

describe('hostSkeleton and looksLike (homographs)', () => {
  it('Cyrillic, Greek, digit and letter look-alikes read like the Latin host; punycode is decoded first', () => {
    const latin = 'clinic.kz';
    for (const alike of [domainToASCII('сlinic.kz'), domainToASCII('сliniс.kz'), 'c1inic.kz', domainToASCII('clіnic.kz'), domainToASCII('clinic.kz'.replace('i', 'і'))]) {
      expect(looksLike(alike, latin), alike).toBe(true);
    }
    expect(looksLike('medcenter0.kz', 'medcentero.kz')).toBe(true);
    expect(looksLike('rnedcenter.kz', 'medcenter.kz')).toBe(true);
    expect(looksLike(domainToASCII('ρay.kz'), 'pay.kz')).toBe(true);
    expect(looksLike(domainToASCII('clinіc.kz'), 'clinic.kz')).toBe(true);
    expect(hostSkeleton(domainToASCII('аррlе.com'))).toBe(hostSkeleton('apple.com'));
  });

  it('a different name, or the same host, is no look-alike', () => {
    expect(looksLike('clinik.kz', 'clinic.kz')).toBe(false);
    expect(looksLike('clinic.uz', 'clinic.kz')).toBe(false);
    expect(looksLike('clinic.kz', 'clinic.kz')).toBe(false);
  });
});

describe('internal names', () => {
  it('are refused everywhere: cluster, LAN, Docker and wildcard-DNS names', () => {
    for (const host of ['api.internal', 'host.docker.internal', 'db.default.svc', 'db.default.svc.cluster.local', 'printer.local', 'localhost.localdomain', 'router.home.arpa', '10.0.0.1.nip.io', 'x.10.0.0.1.sslip.io', 'lvh.me', 'clinic.lvh.me']) {
      expect(parseDomain(host, dev), host).toEqual({ problem: 'domain_internal' });
      expect(parseDomain(host, production), host).toEqual({ problem: 'domain_internal' });
    }
  });

  it('*.localhost is refused in production only: the demo data and the tests use it elsewhere', () => {
    expect(isInternalHost('demo.localhost', production)).toBe(true);
    expect(parseDomain('demo.localhost', production)).toEqual({ problem: 'domain_internal' });
    expect(isInternalHost('demo.localhost', dev)).toBe(false);
    expect(parseDomain('clinic.kz', production)).toEqual({ host: 'clinic.kz' });
    expect(parseDomain('internal.kz', production)).toEqual({ host: 'internal.kz' });
  });
});

describe('loopKey: the page a redirect target reaches', () => {
  const site = { slug: 'demo', domains: ['clinic.kz'], platform: ['localhost'] };
  it('decodes once, drops the locale prefix, /l/{slug}, the own domain, the query and the trailing slash; keeps case', () => {
    expect(loopKey('/%6Fld', site)).toBe('/old');
    expect(loopKey('/kk/old/', site)).toBe('/old');
    expect(loopKey('/ru/old', site)).toBe('/old');
    expect(loopKey('/l/demo/old?x=1', site)).toBe('/old');
    expect(loopKey('/en/l/demo/old', site)).toBe('/old');
    expect(loopKey('https://CLINIC.kz/uz/old', site)).toBe('/old');
    expect(loopKey('https://localhost/kk/l/demo/old', site)).toBe('/old');
    expect(loopKey('/Old', site)).toBe('/Old');
    expect(fromKey('/%6Fld/')).toBe('/old');
  });

  it('another site is no page of this one', () => {
    expect(loopKey('https://partner.example/old', site)).toBeNull();
    expect(loopKey('/l/other/old', site)).toBeNull();
    expect(loopKey('https://localhost/clinics', site)).toBeNull();
  });
});
