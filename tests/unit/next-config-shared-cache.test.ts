import { existsSync } from 'node:fs';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it } from 'vitest';
import { buildKeyPrefix, expireAge, gzipJsonSerializer, sharedCacheSettings } from '@/cache-handler.mjs';
import config, { sharedCacheConfig } from '@/next.config';

describe('next.config: the shared Next cache', () => {
  it('is chosen when the server starts with REDIS_URL, never at build or in development', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const server = sharedCacheConfig(PHASE_PRODUCTION_SERVER, redis);
    expect(server.cacheMaxMemorySize).toBe(0);
    expect(server.cacheHandler && existsSync(server.cacheHandler)).toBe(true);
    expect(sharedCacheConfig(PHASE_PRODUCTION_BUILD, redis)).toEqual({});
    expect(sharedCacheConfig(PHASE_DEVELOPMENT_SERVER, redis)).toEqual({});
    expect(sharedCacheConfig(PHASE_PRODUCTION_SERVER, {})).toEqual({});
    expect(sharedCacheConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: ' ' })).toEqual({});
  });

  it('leaves the configuration as it was without REDIS_URL', () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const built = config(PHASE_PRODUCTION_SERVER);
      expect(built.cacheHandler).toBeUndefined();
      expect(built.cacheMaxMemorySize).toBeUndefined();
      expect(built.compress).toBe(false);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });
});

describe('cache-handler.mjs settings', () => {
  it('reads its environment, with defaults, and refuses nonsense', () => {
    expect(sharedCacheSettings({ REDIS_URL: 'redis://r:6379' })).toEqual({ url: 'redis://r:6379', prefix: 'next', maxTtlSeconds: 172800, timeoutMs: 500, connectTimeoutMs: 2000 });
    expect(sharedCacheSettings({ REDIS_URL: 'redis://r', REDIS_CACHE_PREFIX: 'clinics', NEXT_CACHE_TTL_SECONDS: '3600' })).toMatchObject({ prefix: 'clinics', maxTtlSeconds: 3600 });
    expect(() => sharedCacheSettings({})).toThrow(/REDIS_URL/);
    expect(() => sharedCacheSettings({ REDIS_URL: 'redis://r', NEXT_CACHE_TTL_SECONDS: '10' })).toThrow(/NEXT_CACHE_TTL_SECONDS/);
    expect(() => sharedCacheSettings({ REDIS_URL: 'redis://r', REDIS_CACHE_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_CACHE_TIMEOUT_MS/);
  });

  it('keys entries by build and bounds their TTL', () => {
    expect(buildKeyPrefix('next', 'abc123\n')).toBe('next:abc123:');
    expect(buildKeyPrefix('next', undefined)).toBe('next:unknown-build:');
    expect(expireAge(86400, 172800)).toBe(129600);
    expect(expireAge(365 * 86400, 172800)).toBe(172800);
    expect(expireAge(0.2, 172800)).toBe(1);
  });
});

describe('the shared cache stores entries gzipped', () => {
  const entry = { lastModified: 1, tags: ['company:DEMO'], value: { kind: 'APP_PAGE', html: '<p>Клиника</p>'.repeat(2000), rscData: Buffer.from('0:{}'.repeat(500)).toString('base64') } };

  it('reads back what it wrote, in a fraction of the JSON', () => {
    const stored = gzipJsonSerializer.serialize(entry);
    expect(gzipJsonSerializer.deserialize(stored)).toEqual(entry);
    expect(stored.length).toBeLessThan(JSON.stringify(entry).length / 4);
  });

  it('still reads an entry written as plain JSON, and null', () => {
    expect(gzipJsonSerializer.deserialize(JSON.stringify(entry))).toEqual(entry);
    expect(gzipJsonSerializer.deserialize('null')).toBeNull();
  });
});
