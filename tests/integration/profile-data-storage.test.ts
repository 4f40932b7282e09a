/**
 * lib/storage: the uploads folder, and the S3 adapter against a local S3-compatible server
 * that checks every request's AWS SigV4 signature (recomputed from the request it received
 * with the same secret) and keeps the bytes in memory.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage, getStorage, s3ConfigFromEnv, s3Storage, type S3Config } from '@/lib/storage';

const SECRET = 'local-secret-key';
const ACCESS_KEY = 'LOCALACCESSKEY';

type Stored = { bytes: Buffer; contentType: string };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The signature of the request as the sender should have made it, from what arrived. */
async function expectedAuthorization(request: IncomingMessage, body: Buffer, port: number, signedHeaders: string[], datetime: string): Promise<string> {
  const headers = new Headers();
  for (const name of signedHeaders) if (name !== 'host') headers.set(name, String(request.headers[name] ?? ''));
  const signer = new AwsV4Signer({
    method: request.method,
    url: `http://127.0.0.1:${port}${request.url}`,
    headers,
    body: body.length ? new Uint8Array(body) : undefined,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    service: 's3',
    region: 'kz-almaty-1',
    datetime,
  });
  return (await signer.sign()).headers.get('authorization') ?? '';
}

function startS3(objects: Map<string, Stored>, refused: string[]): Promise<Server> {
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const port = (server.address() as AddressInfo).port;
    const authorization = String(request.headers.authorization ?? '');
    const shape = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(authorization);
    const datetime = String(request.headers['x-amz-date'] ?? '');
    const valid =
      shape !== null &&
      shape[1] === ACCESS_KEY &&
      shape[3] === 'kz-almaty-1' &&
      /^\d{8}T\d{6}Z$/.test(datetime) &&
      typeof request.headers['x-amz-content-sha256'] === 'string' &&
      (await expectedAuthorization(request, body, port, shape[4].split(';'), datetime)) === authorization;
    if (!valid) {
      refused.push(`${request.method} ${request.url}`);
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(request.url ?? '');
    if (request.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? '') });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('storage', () => {
  const objects = new Map<string, Stored>();
  const refused: string[] = [];
  let server: Server;
  let config: S3Config;
  let dir: string;

  beforeAll(async () => {
    server = await startS3(objects, refused);
    config = { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bucket: 'clinic-uploads', accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: 'kz-almaty-1', timeoutMs: 10_000 };
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('S3: signed PUT stores the bytes, signed GET reads them back, DELETE removes them', async () => {
    const storage = s3Storage(config);
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('avatars/7/abc.webp', bytes, 'image/webp');
    expect(objects.get('/clinic-uploads/avatars/7/abc.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(await storage.get('avatars/7/abc.webp')).toEqual(bytes);
    await storage.delete('avatars/7/abc.webp');
    expect(objects.has('/clinic-uploads/avatars/7/abc.webp')).toBe(false);
    expect(await storage.get('avatars/7/abc.webp')).toBeNull();
    expect(refused).toEqual([]);
  });

  it('S3: a wrong secret is refused by the server and the call fails', async () => {
    const storage = s3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    // A 503 to the caller (the detail, 403 SignatureDoesNotMatch, goes to the log).
    await expect(storage.put('avatars/7/x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    expect(refused.length).toBeGreaterThan(0);
  });

  it('S3 is chosen when its four variables are set, the uploads folder otherwise', () => {
    const env = { S3_ENDPOINT: config.endpoint + '/', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' };
    expect(s3ConfigFromEnv(env)).toMatchObject({ endpoint: config.endpoint, region: 'us-east-1', timeoutMs: 30_000 });
    expect(s3ConfigFromEnv({ ...env, S3_TIMEOUT_MS: '2500' })?.timeoutMs).toBe(2500);
    expect(getStorage(env).kind).toBe('s3');
    expect(getStorage({ ...env, S3_BUCKET: '' }).kind).toBe('files');
  });

  it('files: put, get, delete; a missing key reads as null', async () => {
    const storage = fileStorage(dir);
    await storage.put('avatars/1/a.webp', Buffer.from('hello'), 'image/webp');
    expect((await storage.get('avatars/1/a.webp'))?.toString()).toBe('hello');
    await storage.delete('avatars/1/a.webp');
    await storage.delete('avatars/1/a.webp');
    expect(await storage.get('avatars/1/a.webp')).toBeNull();
  });

  it('files: a folder that cannot be written or read is a 503 storage_unavailable, and no half file is left', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, 'not a folder');
    const storage = fileStorage(blocked);
    await expect(storage.put('logos/x.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable', retryAfter: 30 });
    await expect(storage.get('logos/x.png')).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });
    expect(await readFile(blocked, 'utf8')).toBe('not a folder');
  });

  it('refuses keys that could leave the folder or the bucket', async () => {
    const storage = fileStorage(dir);
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', '', 'a/./b']) await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid key/);
  });
});
