import http from 'node:http';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers';

/** A GET whose raw header lines are kept (fetch and Playwright join repeated headers). */
function rawGet(path: string): Promise<{ status: number; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { host: `localhost:${PORT}`, 'accept-language': 'ru' } }, (res) => {
        res.resume();
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs }));
      })
      .on('error', reject);
  });
}

const values = (headers: [string, string][], name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);

test('a first, uncached redirect of a section path sends its Location header once (Next bug #82117, patched)', async () => {
  // family-med has no state symbols in its menu: the landing-navigation check sends the visitor home (SPEC 2.5).
  const first = await rawGet('/kk/l/family-med/state-symbols');
  expect(first.status).toBe(307);
  expect(values(first.headers, 'x-nextjs-cache')).toEqual(['MISS']);
  expect(values(first.headers, 'location')).toEqual(['/kk/l/family-med']);

  const cached = await rawGet('/kk/l/family-med/state-symbols');
  expect(cached.status).toBe(307);
  expect(values(cached.headers, 'location')).toEqual(['/kk/l/family-med']);
});
