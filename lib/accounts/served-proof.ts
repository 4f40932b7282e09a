import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, eq, gt } from 'drizzle-orm';
import { codeHashSecret } from '@/lib/auth/codes/secret';
import { getDb } from '@/lib/db/client';
import { servedHostProofs } from '@/lib/db/schema';
import { normalizeHost } from '@/lib/tenants/hosts';

/*
 * "Is this origin served by us right now?" (issue 27, docs/decisions.md "Handoff hardening").
 * A verified domain may since point at someone else's server. Before a sign-in token leaves for
 * it, the platform asks `{origin}/api/served-proof?nonce=…` with a fresh nonce; our instances
 * answer HMAC(host + nonce) under a key derived from the server secret only they hold
 * (codeHashSecret: CODE_HASH_SECRET or .data/code-hash-secret). A foreign server cannot answer.
 */

export const SERVED_PROOF_PATH = '/api/served-proof';
/** A success is remembered this long (in the database: every instance sees it). */
export const PROOF_REMEMBER_SECONDS = 5 * 60;
/** The probe's bounds: the whole request, the answer's size. */
export const PROBE_TIMEOUT_MS = 3000;
const PROBE_MAX_BYTES = 256;
export const PROOF_NONCE = /^[a-f0-9]{32}$/;

let proofKey: Buffer | undefined;
/** A key of its own, derived from the server secret (the codes' HMAC never shares it). */
const key = () => (proofKey ??= createHmac('sha256', codeHashSecret()).update('served-host-proof/v1').digest());

/** What our instance answers for a host and a nonce: hex HMAC-SHA256. */
export function servedProof(host: string, nonce: string): string {
  return createHmac('sha256', key()).update(`${host}\n${nonce}`).digest('hex');
}

/** Loopback names (RFC 6761: *.localhost is this machine): the demo domains of development and tests. */
const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * One GET, bounded: 3 s in all, no redirect followed, at most 256 bytes read; the body of a 200
 * or null. A *.localhost host is asked on 127.0.0.1 with its name in Host (and SNI).
 */
export function probe(url: URL): Promise<string | null> {
  return new Promise((resolve) => {
    const host = url.hostname;
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) return resolve(null);
    let done = false;
    const finish = (value: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.destroy();
      resolve(value);
    };
    const request = client.request(
      {
        protocol: url.protocol,
        host: isLoopbackName(host) ? '127.0.0.1' : host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'text/plain', 'user-agent': 'clinic-platform-served-proof' },
        servername: isLoopbackName(host) ? undefined : host,
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return finish(null);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > PROBE_MAX_BYTES) return finish(null);
          chunks.push(chunk);
        });
        response.on('end', () => finish(Buffer.concat(chunks).toString('utf8').trim()));
        response.on('error', () => finish(null));
      },
    );
    const timer = setTimeout(() => finish(null), PROBE_TIMEOUT_MS);
    request.on('error', () => finish(null));
    request.end();
  });
}

/**
 * Does `origin` (`https://clinic.kz`, `http://demo.localhost:3000`) answer as our instances do,
 * now or within the last PROOF_REMEMBER_SECONDS? Only a success is remembered.
 */
export async function provenServed(origin: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = normalizeHost(url.hostname);
  if (!host || url.origin !== origin) return false;
  const db = getDb();
  const since = new Date(Date.now() - PROOF_REMEMBER_SECONDS * 1000);
  const [known] = await db.select({ origin: servedHostProofs.origin }).from(servedHostProofs).where(and(eq(servedHostProofs.origin, origin), gt(servedHostProofs.provenAt, since))).limit(1);
  if (known) return true;
  const nonce = randomBytes(16).toString('hex');
  const answer = await probe(new URL(`${SERVED_PROOF_PATH}?nonce=${nonce}`, origin));
  const expected = Buffer.from(servedProof(host, nonce));
  const got = Buffer.from(answer ?? '');
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return false;
  const now = new Date();
  await db.insert(servedHostProofs).values({ origin, provenAt: now }).onConflictDoUpdate({ target: servedHostProofs.origin, set: { provenAt: now } });
  return true;
}
