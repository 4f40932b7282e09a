import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '@/lib/proxy/bots';

// SPEC 2.8: errors for bot user agents are not rendered as an error page.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const YANDEXBOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_MOBILE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isBotUserAgent', () => {
  it('SPEC 2.8: Googlebot, YandexBot and bingbot are bot user agents', () => {
    expect(isBotUserAgent(GOOGLEBOT)).toBe(true);
    expect(isBotUserAgent(YANDEXBOT)).toBe(true);
    expect(isBotUserAgent(BINGBOT)).toBe(true);
  });

  it('SPEC 2.8: normal Chrome, Firefox and mobile Safari/Chrome browsers are not bots', () => {
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent(FIREFOX)).toBe(false);
    expect(isBotUserAgent(SAFARI_MOBILE)).toBe(false);
    expect(isBotUserAgent(CHROME_ANDROID)).toBe(false);
  });

  it('SPEC 2.8: a missing user agent is not a bot', () => {
    expect(isBotUserAgent(null)).toBe(false);
    expect(isBotUserAgent('')).toBe(false);
  });
});

describe('isBotUserAgent and phone model names', () => {
  it('SPEC 2.8: a phone whose model name contains "bot" (CUBOT) still sees the error page', () => {
    expect(isBotUserAgent('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
  });
});
