/**
 * deploy/docker-compose.yml cannot run here (no Docker): this checks that it parses and holds
 * the topology deploy/README.md describes, as `npm run stack` runs it on one machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string }>;
  ports?: string[];
};

const deploy = path.resolve('deploy');
const compose = parse(readFileSync(path.join(deploy, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const dockerfile = readFileSync(path.join(deploy, 'Dockerfile'), 'utf8');
const APP = ['migrate', 'web1', 'web2', 'worker'];

describe('deploy/docker-compose.yml', () => {
  test('runs the topology from official images: PostgreSQL 17, Redis 7, Varnish 7, and the app image built from deploy/Dockerfile', () => {
    expect(Object.keys(services).sort()).toEqual(['migrate', 'postgres', 'redis', 'varnish', 'web1', 'web2', 'worker']);
    expect(services.postgres.image).toBe('postgres:17');
    expect(services.redis.image).toBe('redis:7');
    expect(services.varnish.image).toBe('varnish:7');
    for (const name of APP) expect(services[name].build, name).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
  });

  test('the image is node:20-bookworm-slim with npm ci and npm run build, and starts `npm start`; the worker and the migration run their npm scripts', () => {
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/^CMD \["npm", "start"\]$/m);
    expect(dockerfile).toMatch(/PORT=3000/);
    expect(services.web1.command).toBeUndefined();
    expect(services.web2.command).toBeUndefined();
    expect(services.worker.command).toEqual(['npm', 'run', 'worker']);
    expect(services.migrate.command).toEqual(['npm', 'run', 'db:migrate']);
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    for (const script of ['start', 'worker', 'db:migrate', 'build']) expect(scripts[script], script).toBeTruthy();
  });

  test('the instances and the worker share one database and Redis, leave the jobs to the worker and purge the edge', () => {
    for (const name of ['web1', 'web2', 'worker']) {
      const env = services[name].environment!;
      expect(new URL(env.DATABASE_URL).host, name).toBe('postgres:5432');
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.JOBS_IN_PROCESS, name).toBe('false');
      expect(env.EDGE_PURGE_URLS, name).toBe('http://varnish');
      // Varnish's fixed address is the one proxy the instances believe.
      expect(env.TRUSTED_PROXIES, name).toBe(services.varnish.networks!.default.ipv4_address);
      expect(services[name].volumes, name).toContain('uploads:/app/.data/uploads');
    }
  });

  test('the instances and the worker start after the migration has succeeded, Varnish after the instances are healthy', () => {
    for (const name of ['web1', 'web2', 'worker']) expect(services[name].depends_on?.migrate, name).toEqual({ condition: 'service_completed_successfully' });
    expect(services.migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    expect(services.varnish.depends_on).toEqual({ web1: { condition: 'service_healthy' }, web2: { condition: 'service_healthy' } });
  });

  test('every variable the app services set is documented in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    const names = new Set(APP.flatMap((name) => Object.keys(services[name].environment ?? {})));
    for (const variable of names) expect(readme, `README documents ${variable}`).toContain(`\`${variable}\``);
  });

  test('deploy/README.md names every service', () => {
    const guide = readFileSync(path.join(deploy, 'README.md'), 'utf8');
    for (const name of Object.keys(services)) expect(guide, name).toContain(`\`${name}\``);
    expect(guide).toContain('docker compose -f deploy/docker-compose.yml up');
  });

  // Written by the redis and edge engineers (issue 21): Compose mounts them, so they must exist.
  test('mounts deploy/redis.conf and deploy/varnish (default.vcl and the Compose backends.vcl)', () => {
    expect(services.redis.volumes).toContain('./redis.conf:/usr/local/etc/redis/redis.conf:ro');
    expect(services.varnish.volumes).toContain('./varnish:/etc/varnish:ro');
    for (const file of ['redis.conf', 'varnish/default.vcl', 'varnish/backends.vcl']) expect(existsSync(path.join(deploy, file)), `deploy/${file}`).toBe(true);
    const backends = readFileSync(path.join(deploy, 'varnish', 'backends.vcl'), 'utf8');
    for (const name of ['web1', 'web2']) expect(backends).toMatch(new RegExp(`backend ${name} \\{[^}]*\\.host = "${name}";[^}]*\\.port = "3000";`));
  });
});
