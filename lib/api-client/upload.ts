import { TOKEN_HEADER } from '@/lib/http/request-token';
import type { ApiClientConfig } from './config';
import { errorFromResponse, networkError } from './errors';
import { baseHeaders, requestToken } from './headers';
import { rewritePath } from './paths';

export type UploadOptions = {
  /** Called as the body goes out: 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart POST with upload progress (fetch reports none): XMLHttpRequest with the same
 * Basic authorization, X-External-Domain and request token the client's other calls send.
 * Resolves with the JSON answer; rejects with the ApiError the client's calls throw.
 */
export async function uploadWithProgress<T>(config: ApiClientConfig, path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const headers = baseHeaders(config, path);
  headers[TOKEN_HEADER] = await requestToken(config, form);
  const url = `${(config.baseUrl ?? '').replace(/\/+$/, '')}${rewritePath(path, config.locale)}`;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(errorFromResponse(xhr.status, xhr.statusText, '', null));
        }
        return;
      }
      reject(errorFromResponse(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('retry-after')));
    });
    xhr.addEventListener('error', () => reject(networkError(new Error('The upload failed'))));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
