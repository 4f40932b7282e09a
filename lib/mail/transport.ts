import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/** One e-mail as the outbox keeps it. */
export type MailMessage = {
  id: number;
  /** The same on every try, so a receiver that got a mail twice can tell (docs/decisions.md). */
  messageId?: string;
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe …). */
  headers?: Record<string, string>;
};

/** SMTP when SMTP_URL is set; otherwise the dev outbox (DESIGN "One machine, then many"). */
export type MailTransport = { kind: 'smtp' | 'outbox'; send: (message: MailMessage) => Promise<void> };

/** The sender address; the display name is the clinic's. */
export function mailFromAddress(): string {
  return process.env.MAIL_FROM ?? 'no-reply@clinic-sites.local';
}

/** A new Message-ID in the sender's domain: `<uuid@clinic-sites.local>`. */
export function newMessageId(): string {
  const domain = mailFromAddress().split('@').pop() || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Where the dev outbox writes its .eml and .txt files. */
export function outboxDir(): string {
  return process.env.OUTBOX_DIR ?? path.join(process.cwd(), '.data', 'outbox');
}

const transporters = new Map<string, Transporter>();

// Read on every send, so a changed SMTP_URL takes effect without a restart (and tests can point it elsewhere).
function smtpTransporter(url: string): Transporter {
  let transporter = transporters.get(url);
  if (!transporter) {
    // Short timeouts: a hanging server fails the job, and the retry comes later.
    transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transporters.set(url, transporter);
  }
  return transporter;
}

function toNodemailer(message: MailMessage) {
  return { messageId: message.messageId, from: message.from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html, headers: message.headers };
}

/** Writes `{id}.eml` (the full MIME message) and `{id}.txt` (readable) into the outbox folder. */
async function writeOutboxFiles(message: MailMessage): Promise<void> {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const eml = await new MailComposer(toNodemailer(message)).compile().build();
  const txt = [`To: ${message.to}`, ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []), `Subject: ${message.subject}`, '', message.text, ''].join('\n');
  await writeFile(path.join(dir, `${message.id}.eml`), eml);
  await writeFile(path.join(dir, `${message.id}.txt`), txt, 'utf8');
}

export function mailTransport(): MailTransport {
  const url = process.env.SMTP_URL;
  if (url) {
    return {
      kind: 'smtp',
      send: async (message) => {
        await smtpTransporter(url).sendMail(toNodemailer(message));
      },
    };
  }
  return { kind: 'outbox', send: writeOutboxFiles };
}
