import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileHref, profileReturnPath, profileSegmentOf } from '@/components/profile/profile-sections';

describe('the account area’s sections and return addresses', () => {
  it('lists the sections, the patient’s visits first (issue 30), then their requests (issue 28), then personal information', () => {
    expect(PROFILE_SECTIONS.map((section) => section.segment)).toEqual(['visits', 'requests', '', 'contacts', 'password', 'sessions', 'avatar', 'subscriptions', 'data']);
  });

  it('SPEC 2.1: a section’s address has no prefix in Russian and /kk, /uz, /en otherwise', () => {
    expect(profileHref('ru')).toBe('/profile');
    expect(profileHref('kk', 'contacts')).toBe('/kk/profile/contacts');
    expect(profileHref('en', 'data')).toBe('/en/profile/data');
  });

  it('after sign-in the visitor returns to the section asked for', () => {
    expect(profileSegmentOf('/kk/profile/contacts')).toBe('contacts');
    expect(profileSegmentOf('/profile')).toBe('');
    expect(profileSegmentOf('/uz/profile/visits')).toBe('visits');
    expect(profileReturnPath('kk', '/kk/profile/password')).toBe('/kk/profile/password');
    expect(profileReturnPath('ru', '/profile/sessions/')).toBe('/profile/sessions');
  });

  it('a return address outside the account area is never followed (no open redirect): the first section instead', () => {
    for (const path of ['https://evil.example/profile', '//evil.example/profile', '/l/demo-clinic', '/profile/../admin', '/profile/unknown', '/ru/profile', null, undefined, '']) {
      expect(profileSegmentOf(path), String(path)).toBeNull();
      expect(profileReturnPath('ru', path), String(path)).toBe('/profile');
    }
  });
});
