import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

/**
 * Bytes by key: uploads (avatars) in `.data/uploads` (UPLOADS_DIR), or in S3-compatible
 * storage when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set.
 * Keys are our own (`avatars/12/abc.webp`), never a visitor's text.
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
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type S3Config = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

/** The S3 settings from the environment, or null when any of the four required ones is missing. */
export function s3ConfigFromEnv(env: StorageEnv = process.env): S3Config | null {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return { endpoint: endpoint.replace(/\/+$/, ''), bucket, accessKeyId, secretAccessKey, region: env.S3_REGION?.trim() || 'us-east-1' };
}

/**
 * S3-compatible storage (AWS, MinIO, Yandex Object Storage, ...): signed (SigV4) PUT, GET
 * and DELETE, path-style (`{endpoint}/{bucket}/{key}`), which every compatible server takes.
 */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const fail = async (what: string, key: string, response: Response): Promise<never> => {
    const text = await response.text().catch(() => '');
    throw new Error(`storage: S3 ${what} ${key} answered ${response.status} ${text.slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) } });
      if (!response.ok) await fail('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.arrayBuffer();
    },
  };
}

/** S3 when it is configured, else the uploads folder; read from the environment on each call. */
export function getStorage(env: StorageEnv = process.env): Storage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3Storage(s3) : fileStorage(uploadsDir(env));
}
