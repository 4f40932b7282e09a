/**
 * deploy/docker-compose.yml cannot run here (no Docker): this checks that it parses and holds
 * the topology deploy/README.md describes, as `npm run stack` runs it on one machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  env_file?: { path: string; required: boolean }[];
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

  // Issue 28: node:20 left support in April 2026; Node 26 is the Active LTS line since October 2026, and Node 20 keeps working.
  test('the image is Node 26 (the Active LTS) with npm ci and npm run build, and starts `npm start`; the worker and the migration run their npm scripts', () => {
    expect(dockerfile).toMatch(/^FROM node:26-trixie-slim$/m);
    expect(dockerfile).not.toMatch(/^FROM node:20/m);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
    expect(pkg.engines?.node).toBe('>=20.9');
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toMatch(/Node 20/);
    expect(readme).toMatch(/Node 26/);
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
      expect(env.REDIS_URL, name).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
      expect(env.JOBS_IN_PROCESS, name).toBe('false');
      expect(env.EDGE_PURGE_URLS, name).toBe('http://varnish');
      // Varnish's fixed address is the one proxy the instances believe.
      expect(env.TRUSTED_PROXIES, name).toBe(services.varnish.networks!.default.ipv4_address);
      expect(services[name].volumes, name).toContain('uploads:/app/.data/uploads');
    }
  });

  // Issue 27: Redis had no password, so anything reaching its port read and wrote the page cache.
  test('Redis wants REDIS_PASSWORD (required), its health check signs in, and the app reaches it with that password', () => {
    const redis = services.redis;
    const passwordOf = (value: string | undefined) => /\$\{(REDIS_PASSWORD):\?[^}]+\}/.exec(value ?? '')?.[1];
    const requirepass = redis.command!.indexOf('--requirepass');
    expect(requirepass).toBeGreaterThan(0);
    expect(passwordOf(redis.command![requirepass + 1])).toBe('REDIS_PASSWORD');
    expect(passwordOf(redis.environment?.REDISCLI_AUTH)).toBe('REDIS_PASSWORD');
    expect(redis.healthcheck?.test.join(' ')).toMatch(/redis-cli ping/);
    for (const name of APP) expect(passwordOf(services[name].environment!.REDIS_URL), name).toBe('REDIS_PASSWORD');
  });

  test('the instances send EDGE_PURGE_TOKEN with their purges and Varnish has the same (both required); the demo data is off unless SEED_DEMO=1', () => {
    const token = /^\$\{EDGE_PURGE_TOKEN:\?[^}]+\}$/;
    expect(services.varnish.environment?.EDGE_PURGE_TOKEN).toMatch(token);
    for (const name of APP) {
      expect(services[name].environment!.EDGE_PURGE_TOKEN, name).toMatch(token);
      expect(services[name].environment!.SEED_DEMO, name).toBe('${SEED_DEMO:-0}');
    }
    expect(readFileSync(path.join(deploy, 'varnish', 'default.vcl'), 'utf8')).toMatch(/std\.getenv\("EDGE_PURGE_TOKEN"\)/);
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

/**
 * Docker's .dockerignore rules (moby/patternmatcher): each line is a path pattern from the
 * context's root (a leading `/` is dropped), `*` and `?` stay within one path segment, `**` spans
 * any number of them, a pattern also excludes everything under a directory it matches, and a
 * later `!pattern` takes back what earlier lines excluded.
 */
function dockerIgnores(patterns: readonly string[], file: string): boolean {
  const toRegExp = (pattern: string) => {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
      const char = pattern[i];
      if (char === '*' && pattern[i + 1] === '*') {
        i += 1;
        if (pattern[i + 1] === '/') {
          i += 1;
          source += '(?:.*/)?';
        } else source += '.*';
      } else if (char === '*') source += '[^/]*';
      else if (char === '?') source += '[^/]';
      else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
  };
  const segments = file.split('/');
  const candidates = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const line of patterns) {
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
    if (pattern === '') continue;
    const regExp = toRegExp(pattern);
    if (candidates.some((candidate) => regExp.test(candidate))) excluded = !negated;
  }
  return excluded;
}

// Issue 27: the image took deploy/.env and deploy/app.env (secrets), and deploy/app.env was not in .gitignore.
describe('secrets stay out of the image and the repository', () => {
  const dockerignore = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const SECRETS = ['deploy/.env', 'deploy/app.env', '.env', '.env.local', '.env.production', 'deploy/.env.production', 'scripts/local.env', 'a/b/.env'];

  test('.dockerignore excludes deploy/.env, deploy/app.env and every other .env file (Docker\'s matching rules)', () => {
    // The matcher itself: what Docker excludes and keeps for rules of these shapes.
    expect(dockerIgnores(['*.log'], 'debug.log')).toBe(true);
    expect(dockerIgnores(['*.log'], 'logs/debug.log')).toBe(false);
    expect(dockerIgnores(['**/*.log'], 'logs/debug.log')).toBe(true);
    expect(dockerIgnores(['.next'], '.next/cache/x')).toBe(true);
    expect(dockerIgnores(['**/*.env', '!keep.env'], 'keep.env')).toBe(false);

    for (const file of SECRETS) expect(dockerIgnores(dockerignore, file), file).toBe(true);
    // What the build needs stays in the context.
    for (const file of ['package.json', 'package-lock.json', 'patches/next+16.4.6.patch', 'next.config.ts', 'deploy/Dockerfile', 'lib/edge/config.ts', 'app/[locale]/layout.tsx', 'messages/ru.json', 'public/favicon.svg']) {
      expect(dockerIgnores(dockerignore, file), file).toBe(false);
    }
  });

  test('.gitignore keeps deploy/.env and deploy/app.env out of git; their examples are committed and name every variable Compose requires', () => {
    const ignored = (file: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', file]).status === 0;
    expect(spawnSync('git', ['--version']).status).toBe(0);
    for (const file of SECRETS) expect(ignored(file), file).toBe(true);
    for (const file of ['deploy/.env.example', 'deploy/app.env.example']) {
      expect(ignored(file), file).toBe(false);
      expect(existsSync(path.join(file)), file).toBe(true);
    }
    const composeText = readFileSync(path.join(deploy, 'docker-compose.yml'), 'utf8');
    const required = new Set([...composeText.matchAll(/\$\{([A-Z_]+):\?/g)].map((match) => match[1]));
    expect([...required].sort()).toEqual(['CODE_HASH_SECRET', 'EDGE_PURGE_TOKEN', 'REDIS_PASSWORD']);
    const example = readFileSync(path.join(deploy, '.env.example'), 'utf8');
    for (const name of required) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
    // Compose reads app.env when present: the example lists its variables without setting any.
    for (const service of APP) expect(services[service].env_file, service).toEqual([{ path: './app.env', required: false }]);
    expect(readFileSync(path.join(deploy, 'app.env.example'), 'utf8')).not.toMatch(/^[A-Z_]+=/m);
  });
});
