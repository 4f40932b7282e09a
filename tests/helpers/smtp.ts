import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { messageId: string; to: string[]; at: number };
type Mode = 'accepting' | 'refusing';

/**
 * A real SMTP server (smtp-server) for fault tests, on a port fixed in advance so the app's
 * SMTP_URL never changes: it is not listening until listen(), then refuses every connection
 * with 421 or accepts mail and keeps each message's Message-ID. `beforeReply` runs after a
 * message was received and before the 250 answer (a fault injected at the worst moment).
 */
export function createSmtpServer(port: number) {
  const state = { mode: 'refusing' as Mode, refused: 0, received: [] as ReceivedMail[], beforeReply: undefined as (() => Promise<void>) | undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.mode === 'refusing') {
        state.refused += 1;
        return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
        const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '';
        state.received.push({ messageId, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), at: Date.now() });
        const hook = state.beforeReply;
        state.beforeReply = undefined;
        (hook ? hook() : Promise.resolve()).then(
          () => callback(),
          (error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => undefined);
  let listening = false;
  return {
    state,
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          listening = true;
          resolve();
        });
      }),
    close: () => (listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()),
  };
}
