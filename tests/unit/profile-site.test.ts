import { describe, expect, it } from 'vitest';
import { profileLinkFromSite, profileSiteOfQuery } from '@/lib/tenants/profile-site';

describe('/profile in its clinic: the ?site= of the account area’s address', () => {
  it('a slug is a wish for that clinic, normalized', () => {
    expect(profileSiteOfQuery('?site=demo-clinic')).toBe('demo-clinic');
    expect(profileSiteOfQuery('?x=1&site=Demo-Clinic')).toBe('demo-clinic');
  });
  it('no site at all keeps what was remembered; an empty or malformed one is the platform', () => {
    expect(profileSiteOfQuery('')).toBeNull();
    expect(profileSiteOfQuery('?company=DEMO')).toBeNull();
    expect(profileSiteOfQuery('?site=')).toBe('platform');
    expect(profileSiteOfQuery('?site=demo-clinic.kz')).toBe('platform');
    expect(profileSiteOfQuery('?site=%2F%2Fevil.example')).toBe('platform');
    expect(profileSiteOfQuery(`?site=${'a'.repeat(70)}`)).toBe('platform');
  });
  it('the site’s link carries its slug', () => {
    expect(profileLinkFromSite('/kk/profile', 'demo-clinic')).toBe('/kk/profile?site=demo-clinic');
  });
});
