import { describe, expect, it } from 'vitest';
import { routeKind, targetPath } from '@/lib/server/route-kind';

describe('routeKind', () => {
  it.each([
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/metrics', 'metrics'],
    ['/api', 'api'],
    ['/api/front/ru/v1/company/demo-clinic', 'api'],
    ['/_next/static/chunks/main.js', 'asset'],
    ['/_next/image', 'asset'],
    ['/uploads/ab/cd.webp', 'asset'],
    ['/builds/meta.json', 'asset'],
    ['/demo/doctor.jpg', 'asset'],
    ['/wasm/hash.js', 'asset'],
    ['/favicon.ico', 'asset'],
    ['/pro', 'pro'],
    ['/pro/DEMO/0/news', 'pro'],
    ['/kk/pro', 'pro'],
    ['/en/pro/join', 'pro'],
    ['/profile', 'profile'],
    ['/profile/requests/12', 'profile'],
    ['/uz/profile/contacts', 'profile'],
    ['/', 'page'],
    ['/kk', 'page'],
    ['/l/demo-clinic', 'page'],
    ['/kk/l/demo-clinic/news/5', 'page'],
    ['/l/demo-clinic/sitemap.xml', 'page'],
    ['/robots.txt', 'page'],
    ['/products', 'page'],
    ['/profiles', 'page'],
    ['/apis', 'page'],
    ['/healthz/x', 'page'],
    ['/kkpro', 'page'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });

  it('takes the path of a target without its query', () => {
    expect(targetPath('/profile/requests?phone=7701')).toBe('/profile/requests');
    expect(targetPath('/healthz')).toBe('/healthz');
  });
});
