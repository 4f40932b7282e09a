// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE_DAYS } from '@/lib/ui/constants';
import { rememberLocale } from '@/lib/client/locale-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';

// SPEC 4 "Locale choice" and SPEC 9 "Locale cookie lifetime: 365 days".
describe('rememberLocale', () => {
  afterEach(() => {
    Cookies.remove(LOCALE_COOKIE, { path: '/' });
    vi.restoreAllMocks();
  });

  it('SPEC 4: writes the NEXT_LOCALE cookie for the whole site', () => {
    rememberLocale('kk');
    expect(LOCALE_COOKIE).toBe('NEXT_LOCALE');
    expect(Cookies.get('NEXT_LOCALE')).toBe('kk');
    rememberLocale('uz');
    expect(Cookies.get('NEXT_LOCALE')).toBe('uz');
  });

  it('SPEC 9: the locale cookie is kept for 365 days', () => {
    expect(LOCALE_COOKIE_DAYS).toBe(365);
    const set = vi.spyOn(Cookies, 'set');
    rememberLocale('en');
    expect(set).toHaveBeenCalledWith('NEXT_LOCALE', 'en', expect.objectContaining({ expires: 365, path: '/', sameSite: 'lax' }));
  });

  it('the browser cookie and the proxy cookie (seconds) agree on 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });
});
