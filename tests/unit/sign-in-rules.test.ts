import { describe, expect, it } from 'vitest';
import { normalizeLogin } from '@/lib/auth/login';
import { FREE_FAILURES, signInPause } from '@/lib/security/sign-in-limit';

describe('sign-in rate limit rules', () => {
  it('pauses 2, 4, 8, 16, 32 s after the 5th to 9th failures, then 60 s', () => {
    expect(FREE_FAILURES).toBe(5);
    expect([5, 6, 7, 8, 9, 10, 19, 20].map(signInPause)).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('one account, one key: every spelling of an e-mail or phone normalises alike', () => {
    expect(normalizeLogin(' Patient@Demo-Clinic.KZ ')).toBe('patient@demo-clinic.kz');
    expect(['8 701 555 12 34', '+7 (701) 555-12-34', '7015551234'].map(normalizeLogin)).toEqual(['+77015551234', '+77015551234', '+77015551234']);
    expect(normalizeLogin('Nobody')).toBe('nobody');
  });
});
