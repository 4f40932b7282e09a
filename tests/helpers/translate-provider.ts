import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it. */
export type TranslateRequest = { path: string; query: Record<string, string>; authorization: string; body: Record<string, unknown> };

/**
 * A local stand-in for both machine-translation APIs: Yandex Cloud Translate v2
 * (POST /translate/v2/translate → `{ translations: [{ text }] }`) and Google Cloud Translation v2
 * (POST /language/translate/v2?key=… → `{ data: { translations: [{ translatedText }] } }`). It
 * "translates" by prefixing the target language (`[kk] Текст`), records each request, answers
 * HTTP 500 while `failing`, and never answers while `hanging` (a timeout).
 */
export async function startFakeTranslator() {
  const state = { failing: false, hanging: false, received: [] as TranslateRequest[] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = {};
      }
      state.received.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization ?? '', body });
      if (state.hanging) return;
      if (state.failing) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 13, message: 'internal error' }));
        return;
      }
      if (url.pathname === '/translate/v2/translate') {
        const texts = (body.texts as string[]) ?? [];
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations: texts.map((text) => ({ text: `[${String(body.targetLanguageCode)}] ${text}` })) }));
        return;
      }
      if (url.pathname === '/language/translate/v2') {
        const texts = (body.q as string[]) ?? [];
        // Google escapes quotes in its answers, even in text format.
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { translations: texts.map((text) => ({ translatedText: `[${String(body.target)}] ${text.replace(/"/g, '&quot;')}`, detectedSourceLanguage: 'ru' })) } }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
