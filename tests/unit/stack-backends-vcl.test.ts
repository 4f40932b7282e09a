import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { backendsVcl } from '@/scripts/stack/backends-vcl';

const generated = backendsVcl({ backends: [{ host: '127.0.0.1', port: 31701 }, { host: '127.0.0.1', port: 31702 }] });

describe("the topology's backends.vcl (scripts/stack/backends-vcl.ts)", () => {
  test('names web1 and web2 on their ports, probed with healthz, the loopback purgers and the round-robin director web', () => {
    expect(generated).toMatch(/backend web1 \{\s*\.host = "127\.0\.0\.1";\s*\.port = "31701";\s*\.probe = healthz;\s*\}/);
    expect(generated).toMatch(/backend web2 \{\s*\.host = "127\.0\.0\.1";\s*\.port = "31702";\s*\.probe = healthz;\s*\}/);
    expect(generated).toMatch(/acl purgers \{\s*"127\.0\.0\.1";\s*"::1";\s*\}/);
    expect(generated).toMatch(/sub vcl_init \{\s*new web = directors\.round_robin\(\);\s*web\.add_backend\(web1\);\s*web\.add_backend\(web2\);\s*\}/);
  });

  test('takes CIDR ranges as purgers and refuses what VCL cannot quote', () => {
    expect(backendsVcl({ backends: [{ host: 'web1', port: 3000 }], purgers: ['10.0.0.0/8'] })).toContain('"10.0.0.0"/8;');
    expect(() => backendsVcl({ backends: [{ host: 'evil"; }', port: 3000 }] })).toThrow(/not a host/);
    expect(() => backendsVcl({ backends: [{ host: '127.0.0.1', port: 70000 }] })).toThrow(/not a port/);
    expect(() => backendsVcl({ backends: [{ host: '127.0.0.1', port: 3000 }], purgers: ['10.0.0.0/8/1'] })).toThrow(/CIDR/);
    expect(() => backendsVcl({ backends: [] })).toThrow(/at least one/);
  });

  // Debian's varnishd compiles it (-C: to C, no daemon) as default.vcl includes it.
  const compile = (dir: string, defaultVcl: string) => {
    writeFileSync(path.join(dir, 'default.vcl'), defaultVcl);
    // -C prints the C it compiles to on stderr; the status says whether VCC accepted it.
    return spawnSync('/usr/sbin/varnishd', ['-C', '-f', path.join(dir, 'default.vcl'), '-p', `vcl_path=${dir}`, '-n', path.join(dir, 'n')], { encoding: 'utf8' });
  };

  test.skipIf(!existsSync('/usr/sbin/varnishd'))('compiles with varnishd -C under a VCL that defines the probe and uses the director and the ACL', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'backends-vcl-'));
    try {
      chmodSync(dir, 0o755);
      writeFileSync(path.join(dir, 'backends.vcl'), generated);
      const uses = 'sub vcl_recv { if (req.method == "PURGE" && client.ip !~ purgers) { return (synth(403)); } set req.backend_hint = web.backend(); }\n';
      const ok = compile(dir, `vcl 4.1;\nimport directors;\nprobe healthz { .url = "/healthz"; }\ninclude "backends.vcl";\n${uses}`);
      expect(ok.status, ok.stderr.slice(-2000)).toBe(0);
      // And the check can fail: without default.vcl's probe the backends do not compile.
      const noProbe = compile(dir, `vcl 4.1;\nimport directors;\ninclude "backends.vcl";\n${uses}`);
      expect(noProbe.status).not.toBe(0);
      expect(noProbe.stderr).toMatch(/healthz/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
