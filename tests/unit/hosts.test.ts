import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExternalHost, isValidSlug, normalizeHost, platformHosts, siteKind } from '@/lib/tenants/hosts';

// SPEC 4 "External host flag" and the host parsing the proxy does before it (DESIGN "Request flow").

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('platformHosts', () => {
  it('DESIGN "Request flow": without PLATFORM_HOSTS the platform hosts are localhost and 127.0.0.1', () => {
    expect(platformHosts(undefined)).toEqual(['localhost', '127.0.0.1']);
  });

  it('DESIGN "Request flow": an empty PLATFORM_HOSTS falls back to the default list', () => {
    expect(platformHosts('')).toEqual(['localhost', '127.0.0.1']);
    expect(platformHosts(' , ')).toEqual(['localhost', '127.0.0.1']);
  });

  it('DESIGN "Request flow": PLATFORM_HOSTS is a comma list, trimmed and lower-cased, empty entries skipped', () => {
    expect(platformHosts(' Clinics.KZ ,localhost,, 127.0.0.1 ')).toEqual(['clinics.kz', 'localhost', '127.0.0.1']);
  });

  it('DESIGN "Request flow": a port in a PLATFORM_HOSTS entry is ignored, as it is in the Host header', () => {
    expect(platformHosts('localhost:3000,clinics.kz:443')).toEqual(['localhost', 'clinics.kz']);
  });

  it('DESIGN "Request flow": the default argument reads process.env.PLATFORM_HOSTS', () => {
    vi.stubEnv('PLATFORM_HOSTS', 'platform.example');
    expect(platformHosts()).toEqual(['platform.example']);
  });
});

describe('normalizeHost', () => {
  it('strips the port and lower-cases the Host header', () => {
    expect(normalizeHost('Demo-Clinic.LOCALHOST:3000')).toBe('demo-clinic.localhost');
    expect(normalizeHost('localhost')).toBe('localhost');
    expect(normalizeHost('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('rejects a Host header with characters no host name has', () => {
    expect(normalizeHost('evil host')).toBeNull();
    expect(normalizeHost('a..b')).toBeNull();
    expect(normalizeHost('<script>')).toBeNull();
    expect(normalizeHost('-lead.example')).toBeNull();
    expect(normalizeHost('under_score.example')).toBeNull();
    expect(normalizeHost('[evil]')).toBeNull();
    expect(normalizeHost('localhost:3000:3000')).toBeNull();
  });

  it('rejects an empty or missing Host header', () => {
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost('   ')).toBeNull();
    expect(normalizeHost(null)).toBeNull();
    expect(normalizeHost(undefined)).toBeNull();
  });

  it('rejects a host name longer than 253 characters (300 chars)', () => {
    expect(normalizeHost('a'.repeat(300))).toBeNull();
    expect(normalizeHost(`${'abcdefghi.'.repeat(30)}kz`)).toBeNull();
    expect(normalizeHost(`${'abcdefghi.'.repeat(20)}kz`)).toBe(`${'abcdefghi.'.repeat(20)}kz`);
  });
});

describe('isExternalHost', () => {
  it('SPEC 4 "External host flag": it is set if the current host is not in the configured list of available hosts', () => {
    const available = ['localhost', '127.0.0.1'];
    expect(isExternalHost('demo-clinic.localhost', available)).toBe(true);
    expect(isExternalHost('klinika.kz', available)).toBe(true);
  });

  it('SPEC 4 "External host flag": it is not set for a host in the list', () => {
    expect(isExternalHost('localhost', ['localhost', '127.0.0.1'])).toBe(false);
    expect(isExternalHost('127.0.0.1', ['localhost', '127.0.0.1'])).toBe(false);
  });

  it('SPEC 4 "External host flag": the list comes from PLATFORM_HOSTS by default', () => {
    vi.stubEnv('PLATFORM_HOSTS', 'clinics.kz');
    expect(isExternalHost('clinics.kz')).toBe(false);
    expect(isExternalHost('localhost')).toBe(true);
  });
});

describe('isValidSlug', () => {
  it('accepts lower-case latin letters, digits and dashes', () => {
    expect(isValidSlug('demo-clinic')).toBe(true);
    expect(isValidSlug('family-med-2')).toBe(true);
    expect(isValidSlug('a')).toBe(true);
  });

  it('rejects dots (a custom host), upper case, underscores and edge dashes', () => {
    expect(isValidSlug('demo-clinic.localhost')).toBe(false);
    expect(isValidSlug('Demo-Clinic')).toBe(false);
    expect(isValidSlug('demo_clinic')).toBe(false);
    expect(isValidSlug('_unknown')).toBe(false);
    expect(isValidSlug('-demo')).toBe(false);
    expect(isValidSlug('demo-')).toBe(false);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('a'.repeat(65))).toBe(false);
  });
});

describe('siteKind', () => {
  it('the site param is a slug, a custom host (with a dot), or neither', () => {
    expect(siteKind('demo-clinic')).toBe('slug');
    expect(siteKind('demo-clinic.localhost')).toBe('host');
    expect(siteKind('klinika.kz')).toBe('host');
    expect(siteKind('_unknown')).toBeNull();
    expect(siteKind('Klinika.KZ')).toBeNull();
    expect(siteKind('a..b')).toBeNull();
    expect(siteKind('evil host')).toBeNull();
  });
});
