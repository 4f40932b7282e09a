import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBuildMeta } from '@/scripts/write-build-meta.mjs';

// SPEC 4 "Version check" and SPEC 7.2: builds/latest.json and builds/meta/{buildId}.json.
describe('scripts/write-build-meta.mjs', () => {
  let root: string;
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'public', 'builds', file), 'utf8'));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-meta-'));
    mkdirSync(path.join(root, '.next'));
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'Xy9_abc-123\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes public/builds/latest.json { id, timestamp } from .next/BUILD_ID', () => {
    writeBuildMeta({ root, now: 1_741_161_600_000 });
    expect(read('latest.json')).toEqual({ id: 'Xy9_abc-123', timestamp: 1_741_161_600_000 });
  });

  it('SPEC 7.2: writes the build manifest public/builds/meta/{buildId}.json', () => {
    writeBuildMeta({ root, now: 5 });
    expect(read('meta/Xy9_abc-123.json')).toEqual({ id: 'Xy9_abc-123', timestamp: 5 });
  });

  it('a later build replaces latest.json and keeps the older manifest', () => {
    writeBuildMeta({ root, now: 1 });
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'second');
    writeBuildMeta({ root, now: 2 });
    expect(read('latest.json').id).toBe('second');
    expect(read('meta/Xy9_abc-123.json').timestamp).toBe(1);
  });

  it('refuses a missing or odd BUILD_ID instead of publishing it', () => {
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), '../../etc');
    expect(() => writeBuildMeta({ root })).toThrow(/unexpected build id/);
    rmSync(path.join(root, '.next'), { recursive: true });
    expect(() => writeBuildMeta({ root })).toThrow();
  });

  it('runs as `node scripts/write-build-meta.mjs` in the project directory', () => {
    const script = path.resolve('scripts/write-build-meta.mjs');
    const result = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(read('latest.json').id).toBe('Xy9_abc-123');
  });
});
