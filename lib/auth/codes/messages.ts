import type { Database } from '@/lib/db/client';
import type { JobExecutor } from '@/lib/jobs/boss';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { QueueMail } from '@/lib/mail/outbox';
import { composeMail, type MailBlock } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import { queueSms } from '@/lib/sms/outbox';

/**
 * What a message to an e-mail or phone says: a code of some purpose, or a notice without one:
 * the address already has an account (`exists`, at registration), another account asked to take
 * it (`taken`, at an address change), no account has it (`noAccount`, at restore).
 */
export type CodeMessageKind = 'register' | 'exists' | 'taken' | 'noAccount' | 'restore' | 'confirmEmail' | 'confirmPhone';

/** The kinds that carry no code: the caller learns nothing from which one was sent. */
const NOTICES = ['exists', 'taken', 'noAccount'] as const;
type NoticeKind = (typeof NOTICES)[number];
const isNotice = (kind: CodeMessageKind): kind is NoticeKind => (NOTICES as readonly string[]).includes(kind);
export type Channel = 'email' | 'sms';

export type CodeMessage = { kind: CodeMessageKind; channel: Channel; to: string; locale: Locale; code?: string };

/**
 * Where the «account exists» message sends the patient: the platform's own address (never the
 * Host of the request, which a stranger chooses), its profile page, which asks them to sign in.
 */
export function signInUrl(locale: Locale): string {
  return new URL(`${localePrefix(locale)}/profile`, publicBaseUrl()).toString();
}

const SMS_KEYS = {
  register: 'sms.register',
  exists: 'sms.exists',
  taken: 'sms.taken',
  noAccount: 'sms.noAccount',
  restore: 'sms.restore',
  confirmEmail: 'sms.register',
  confirmPhone: 'sms.confirmPhone',
} as const;

/** The SMS text in the patient's language. */
export function codeSmsText(message: Omit<CodeMessage, 'channel' | 'to'>): string {
  const t = translatorFor(message.locale, 'AccountMail');
  return t(SMS_KEYS[message.kind], { code: message.code ?? '', url: signInUrl(message.locale) });
}

/** The e-mail (text and HTML, in the layout of lib/mail) in the patient's language. */
export function codeMail(message: Omit<CodeMessage, 'channel'>) {
  const t = translatorFor(message.locale, 'AccountMail');
  const fromName = translatorFor(message.locale, 'Platform')('title');
  const signature: MailBlock = { paragraph: t('signature') };
  if (isNotice(message.kind)) {
    const notice = message.kind;
    return composeMail(`account.${notice}`, message.to, fromName, t(`${notice}.subject`), [
      { paragraph: t('greeting') },
      { paragraph: t(`${notice}.body`, { url: signInUrl(message.locale) }) },
      { paragraph: t(`${notice}.notYou`) },
      signature,
    ]);
  }
  const section = message.kind === 'confirmPhone' ? 'confirmEmail' : message.kind;
  return composeMail(`account.${message.kind}`, message.to, fromName, t(`${section}.subject`), [
    { paragraph: t('greeting') },
    { paragraph: t(`${section}.body`) },
    { code: message.code ?? '' },
    { paragraph: t('codeValid') },
    { paragraph: t('notYou') },
    signature,
  ]);
}

/** Queues the message on the caller's transaction: a mail (mail.send) or an SMS (sms.send). */
export async function queueCodeMessage(db: Database, queueMail: QueueMail, jobs: JobExecutor, message: CodeMessage): Promise<void> {
  const meta = { purpose: message.kind };
  if (message.channel === 'email') await queueMail(codeMail(message), meta);
  else await queueSms(db, jobs, { kind: `account.${message.kind}`, to: message.to, text: codeSmsText(message) }, meta);
}
