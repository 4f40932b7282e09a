import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/lib/mail/transport';
import type { SmsSender } from './sender';

/** The dev outbox: the SMS stays in the outbox table and is written to `.data/outbox/{id}.sms.txt` next to the mail. */
export const outboxSmsSender: SmsSender = {
  kind: 'outbox',
  async send(message) {
    const dir = outboxDir();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${message.id}.sms.txt`), `SMS to: ${message.to}\n\n${message.text}\n`, 'utf8');
    return {};
  },
};
