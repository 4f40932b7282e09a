import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { StorageUnavailableError } from '@/lib/http/errors';
import { logger } from '@/lib/log';

/**
 * Bytes by key: uploads (avatars) in `.data/uploads` (UPLOADS_DIR), or in S3-compatible
 * storage when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set.
 * Keys are our own (`avatars/12/abc.webp`), never a visitor's text. A storage that cannot do
 * what is asked throws StorageUnavailableError (lib/http/errors.ts: a 503 with Retry-After).
 */
export interface Storage {
  readonly kind: 'files' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** The variables the storage reads. */
export type StorageEnv = Record<string, string | undefined>;

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A key of lower-case segments without `..`, so no key leaves the uploads folder or the bucket. */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`storage: invalid key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** The uploads folder of the file storage. */
export function uploadsDir(env: StorageEnv = process.env): string {
  return env.UPLOADS_DIR?.trim() || path.join(process.cwd(), '.data', 'uploads');
}

export function fileStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'files',
    async put(key, bytes) {
      const file = fileOf(key);
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        // A full or read-only disk: the same 503 as a broken bucket, and no half file left.
        await rm(temporary, { force: true }).catch(() => undefined);
        logger.warn({ err: error, key, dir }, 'storage: the uploads folder cannot be written');
        throw new StorageUnavailableError(undefined, { cause: error });
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        logger.warn({ err: error, key, dir }, 'storage: the uploads folder cannot be read');
        throw new StorageUnavailableError(undefined, { cause: error });
      }
    },
    async delete(key) {
      const file = fileOf(key);
      try {
        await rm(file, { force: true });
      } catch (error) {
        logger.warn({ err: error, key, dir }, 'storage: a file in the uploads folder cannot be deleted');
        throw new StorageUnavailableError(undefined, { cause: error });
      }
    },
  };
}

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The longest one storage call (all its attempts, the body included) may take; then a 503. */
  timeoutMs: number;
};

/** S3_TIMEOUT_MS's default: a 15 MB body at ~5 Mbit/s, and far beyond any healthy small call. */
export const DEFAULT_S3_TIMEOUT_MS = 30_000;

/** The S3 settings from the environment, or null when any of the four required ones is missing. */
export function s3ConfigFromEnv(env: StorageEnv = process.env): S3Config | null {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  const timeout = Number(env.S3_TIMEOUT_MS?.trim() || DEFAULT_S3_TIMEOUT_MS);
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    accessKeyId,
    secretAccessKey,
    region: env.S3_REGION?.trim() || 'us-east-1',
    timeoutMs: Number.isFinite(timeout) && timeout >= 100 ? Math.round(timeout) : DEFAULT_S3_TIMEOUT_MS,
  };
}

/** The `<Code>` of an S3 error body (NoSuchKey, NoSuchBucket, AccessDenied, ...), or ''. */
const s3ErrorCode = (text: string) => /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';

/**
 * S3-compatible storage (AWS, MinIO, Yandex Object Storage, ...): signed (SigV4) PUT, GET
 * and DELETE, path-style (`{endpoint}/{bucket}/{key}`), which every compatible server takes.
 * Every call is bounded by `timeoutMs` (a hung endpoint cannot hold a request); aws4fetch retries
 * a 5xx or 429 twice. Any failure — no connection, a timeout, a 5xx, a missing bucket, refused
 * credentials — is logged with its detail and thrown as StorageUnavailableError (a 503 with
 * Retry-After to the caller, never a 500); only a missing key is an ordinary answer (null).
 */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const unavailable = (what: string, key: string, detail: Record<string, unknown>, cause?: unknown) => {
    logger.warn({ err: cause, op: what, key, bucket: config.bucket, endpoint: config.endpoint, ...detail }, 'storage: S3 is unavailable');
    return new StorageUnavailableError(undefined, { cause });
  };
  /** One signed call and its whole answer, within the timeout; a network failure or timeout is StorageUnavailableError. */
  const call = async (what: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<{ response: Response; body: Buffer }> => {
    const url = urlOf(key);
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      const response = await client.fetch(url, { ...init, method: what, signal });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      const timedOut = signal.aborted;
      throw unavailable(what, key, { timedOut, timeoutMs: config.timeoutMs }, error);
    }
  };
  const fail = (what: string, key: string, response: Response, body: Buffer) => {
    const text = body.subarray(0, 2000).toString('utf8');
    return unavailable(what, key, { status: response.status, code: s3ErrorCode(text) });
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { response, body } = await call('PUT', key, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      });
      if (!response.ok) throw fail('PUT', key, response, body);
    },
    async get(key) {
      const { response, body } = await call('GET', key);
      // A missing key is an answer; a missing bucket is a broken storage.
      if (response.status === 404 && s3ErrorCode(body.subarray(0, 2000).toString('utf8')) !== 'NoSuchBucket') return null;
      if (!response.ok) throw fail('GET', key, response, body);
      return body;
    },
    async delete(key) {
      const { response, body } = await call('DELETE', key);
      if (response.ok) return;
      if (response.status === 404 && s3ErrorCode(body.subarray(0, 2000).toString('utf8')) !== 'NoSuchBucket') return;
      throw fail('DELETE', key, response, body);
    },
  };
}

/** S3 when it is configured, else the uploads folder; read from the environment on each call. */
export function getStorage(env: StorageEnv = process.env): Storage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3Storage(s3) : fileStorage(uploadsDir(env));
}
