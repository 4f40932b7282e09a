import { describe, expect, it } from 'vitest';
import { redirectPathCandidates } from '@/lib/redirects/queries';
import { redirectTarget } from '@/lib/redirects/target';
import type { SiteLinkContext } from '@/lib/tenants/links';

// SPEC 2.7 redirects: which stored paths match, and where the browser is sent (SPEC 2.4 links).
const platform: SiteLinkContext = { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: false };
const external: SiteLinkContext = { locale: 'ru', companySlug: 'demo-clinic', isExternalHost: true };

describe('redirectPathCandidates', () => {
  it('ignores the query and the hash, and matches with or without a trailing slash', () => {
    expect(redirectPathCandidates('/old-page/?utm=1#top')).toEqual(['/old-page/', '/old-page']);
    expect(redirectPathCandidates('/old-page')).toEqual(['/old-page']);
    expect(redirectPathCandidates('/')).toEqual(['/']);
  });
});

describe('redirectTarget', () => {
  it('SPEC 2.7: an absolute http(s) URL is external on the company own host and for the platform; on the platform host it is the leaving page (issue 27)', () => {
    expect(redirectTarget('https://partner.example/clinic', 'kk', external)).toEqual({ to: 'https://partner.example/clinic', external: true });
    expect(redirectTarget('https://partner.example/clinic', 'kk', null)).toEqual({ to: 'https://partner.example/clinic', external: true });
    expect(redirectTarget('https://partner.example/clinic', 'kk', platform, '/partner')).toEqual({ to: '/kk/leaving?site=demo-clinic&from=%2Fpartner', external: false });
    expect(redirectTarget('https://partner.example/clinic', 'ru', platform, '/a b')).toEqual({ to: '/leaving?site=demo-clinic&from=%2Fa%20b', external: false });
    // Without the from path the leaving page has nothing to show: no target.
    expect(redirectTarget('https://partner.example/clinic', 'kk', platform)).toBeNull();
  });

  it('SPEC 2.4: a path goes under /l/{slug} with the locale prefix on a platform host', () => {
    expect(redirectTarget('/materials/price-list', 'kk', platform)).toEqual({ to: '/kk/l/demo-clinic/materials/price-list', external: false });
    expect(redirectTarget('/', 'ru', platform)).toEqual({ to: '/l/demo-clinic', external: false });
  });

  it('SPEC 2.4: a path stays root-relative on the company own host', () => {
    expect(redirectTarget('/contacts', 'en', external)).toEqual({ to: '/en/contacts', external: false });
  });

  it('a platform-wide redirect only gets the locale prefix', () => {
    expect(redirectTarget('/clinics', 'uz', null)).toEqual({ to: '/uz/clinics', external: false });
    expect(redirectTarget('/', 'kk', null)).toEqual({ to: '/kk', external: false });
    expect(redirectTarget('/', 'ru', null)).toEqual({ to: '/', external: false });
  });

  it('refuses other schemes and protocol-relative URLs', () => {
    for (const value of ['javascript:alert(1)', 'mailto:a@b.c', '//evil.example/x', 'relative/path', 'https://']) {
      expect(redirectTarget(value, 'ru', platform), value).toBeNull();
    }
  });

  it('refuses paths a browser reads as another host: backslashes, control characters', () => {
    for (const value of ['/\\evil.example', '\\evil.example', '\\\\evil.example', '/\\/evil.example', '/a\\b', '/\t/evil.example', '/\n/evil.example', '/x\u0000y']) {
      expect(redirectTarget(value, 'ru', platform), JSON.stringify(value)).toBeNull();
      expect(redirectTarget(value, 'kk', null), JSON.stringify(value)).toBeNull();
    }
  });

  it('still takes a path with an encoded backslash, which browsers keep as a path', () => {
    expect(redirectTarget('/a%5Cb', 'ru', null)).toEqual({ to: '/a%5Cb', external: false });
  });
});
