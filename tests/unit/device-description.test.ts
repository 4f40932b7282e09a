import { describe, expect, it } from 'vitest';
import { describeDevice } from '@/lib/auth/sessions/device';

const AGENTS = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.61',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  windowsYandex: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  androidSamsung: 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  linuxOpera: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
};

describe('a session’s device in plain words', () => {
  it('names the browser and the system, in English', () => {
    expect(describeDevice(AGENTS.androidChrome, 'en')).toBe('Chrome on Android');
    expect(describeDevice(AGENTS.iphoneSafari, 'en')).toBe('Safari on iPhone');
    expect(describeDevice(AGENTS.iphoneChrome, 'en')).toBe('Chrome on iPhone');
    expect(describeDevice(AGENTS.windowsEdge, 'en')).toBe('Edge on Windows');
    expect(describeDevice(AGENTS.macFirefox, 'en')).toBe('Firefox on macOS');
    expect(describeDevice(AGENTS.windowsYandex, 'en')).toBe('Yandex Browser on Windows');
    expect(describeDevice(AGENTS.androidSamsung, 'en')).toBe('Samsung Internet on Android');
    expect(describeDevice(AGENTS.linuxOpera, 'en')).toBe('Opera on Linux');
  });

  it('speaks the caller’s language', () => {
    expect(describeDevice(AGENTS.androidChrome, 'ru')).toBe('Chrome на Android');
    expect(describeDevice(AGENTS.androidChrome, 'kk')).toBe('Chrome, Android');
    expect(describeDevice(null, 'kk')).toBe('Белгісіз құрылғы');
    expect(describeDevice('curl/8.5.0', 'uz')).toBe('Nomaʼlum qurilma');
    expect(describeDevice(undefined, 'ru')).toBe('Неизвестное устройство');
  });

  it('says "Browser" when only the system is known', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) SomeApp/1.0', 'en')).toBe('Browser on Android');
  });
});
