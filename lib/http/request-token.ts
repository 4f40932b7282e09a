/**
 * The request token of SPEC 7.1, the part shared by the browser client and the server:
 * X-Token = lowercase hex SHA-256 of `${csrf_token cookie}:${serializeBodyForToken(body)}`.
 * Isomorphic on purpose (no node imports): the client hashes with lib/api-client/hash.ts (@noble/hashes), the
 * server with lib/http/request-token-server.ts, and both serialize with this one function.
 */

export const TOKEN_COOKIE = 'csrf_token';
export const TOKEN_HEADER = 'x-token';

/**
 * The bodies the token covers. JSON bodies are hashed as the exact string sent (the client
 * stringifies, the server hashes the raw text), never as a re-serialized object.
 */
export type TokenBody = string | FormData | URLSearchParams | null | undefined;

export function serializeBodyForToken(body: TokenBody): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) return serializeFormData(body);
  throw new TypeError('serializeBodyForToken: unsupported body type');
}

function serializeFormData(form: FormData): string {
  const parts: string[] = [];
  for (const [key, value] of form.entries()) {
    const name = encodeURIComponent(escapeMultipartName(normalizeLineBreaks(key)));
    if (typeof value === 'string') {
      parts.push(`${name}=${encodeURIComponent(normalizeLineBreaks(value))}`);
    } else {
      // FormData turns an appended Blob into a File named "blob", on both sides.
      const fileName = escapeMultipartName(value.name);
      parts.push(`${name}=file:${encodeURIComponent(fileName)}:${value.size}`);
    }
  }
  return parts.join('&');
}

// multipart/form-data (HTML spec) sends lone CR and LF in names and string values as CRLF,
// so the server sees "a\r\nb" where the browser had "a\nb". Normalizing on both sides is
// idempotent and keeps textarea input from breaking the token.
function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

// The same encoding escapes '"', CR and LF in names and file names as %22, %0D, %0A, and
// server parsers differ on decoding them back; escaping both sides gives one answer.
function escapeMultipartName(text: string): string {
  return text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
