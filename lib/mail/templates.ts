import type { LocalizedText } from '@/lib/db/schema/common';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { translatorFor } from '@/lib/i18n/messages';
import { displayPhone } from '@/lib/phone/normalize';

/** The clinic's staff read their notifications in Russian, the product's default language. */
export const STAFF_LOCALE: Locale = 'ru';

/** A mail before it is stored in the outbox. */
export type OutgoingMail = {
  kind: string;
  to: string;
  replyTo?: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

type MailCompany = { name: LocalizedText; emailForIssues: string | null; email: string | null };
type Field = [label: string, value: string];
/** A mail's body, block by block: a paragraph, a table of labelled values, or a one-time code set large. */
export type MailBlock = { paragraph: string } | { fields: Field[] } | { code: string } | { link: { text: string; href: string } };
export type Block = MailBlock;

export type AppointmentMailData = {
  company: MailCompany;
  locale: Locale;
  request: { id: number; name: string; phone: string; email: string | null; preferredDate: string | null; comment: string | null };
  specialistName: LocalizedText | null;
  /** The request in /pro, absolute (issue 28): the staff's notice links it (lib/tenants/inbox-link). */
  staffLink: string;
};

export type QuestionMailData = {
  company: MailCompany;
  locale: Locale;
  question: { id: number; name: string; email: string; phone: string | null; text: string };
  /** The question in /pro, absolute: the staff's notice links it. */
  staffLink: string;
};

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/*
 * A name someone else chose (a clinic's, a cabinet's, a doctor's, an invitee's) shown in a mail under
 * the platform's or a clinic's brand carries no link (issue 27): addresses with a scheme, www.…,
 * e-mail addresses, bare domains (`evil.example/x`, which mail clients link too, IDN and
 * full-width dots included) and IP addresses are taken out, with the brackets they leave empty.
 */
const DOT = '[.\u3002\uFF0E\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])?';
const LINKABLE = [
  '[a-z][a-z0-9+.-]*:\\/\\/\\S*',
  '\\b(?:mailto|tel|sms|callto|javascript|data):\\S*',
  `[^\\s@]+@${LABEL}(?:${DOT}${LABEL})*`,
  `(?<![\\p{L}\\p{N}_-])\\d{1,3}(?:${DOT}\\d{1,3}){3}(?:[/:?#]\\S*)?`,
  `(?<![\\p{L}\\p{N}_-])(?:${LABEL}${DOT})+(?:\\p{L}{2,}|xn--[a-z0-9-]+)(?![\\p{L}\\p{N}_-])(?:[/:?#]\\S*)?`,
];
const LINKS = new RegExp(LINKABLE.join('|'), 'giu');

/** The name without anything a mail client would turn into a link; '' when nothing else is left. */
export function linkFreeName(name: string | null | undefined): string {
  let text = name ?? '';
  // Repeated until stable: taking one link out must not join two pieces into another.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LINKS, ' ').replace(/\(\s*\)|\[\s*\]|«\s*»|"\s*"/g, ' ');
  }
  return oneLine(text);
}

/** A clinic's name in a mail (its sender name, subject, signature): in the locale, without links; '—' when nothing else is left. */
export const clinicMailName = (name: LocalizedText, locale: Locale) => linkFreeName(pickLocalized(name, locale)) || '—';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
// '2026-03-05' -> '05.03.2026', as dates are written in the region.
const dotted = (iso: string) => iso.split('-').reverse().join('.');

/** Plain text, and HTML in which everything the visitor typed is escaped: a <script> shows as text. */
function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks
    .map((block) =>
      'paragraph' in block
        ? block.paragraph
        : 'link' in block
          ? `${block.link.text}: ${block.link.href}`
          : 'code' in block
          ? block.code
          : block.fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n'),
    )
    .join('\n\n');
  const html = blocks
    .map((block) =>
      'paragraph' in block
        ? `<p>${escapeHtml(block.paragraph).replace(/\n/g, '<br>')}</p>`
        : 'link' in block
          ? `<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.text)}</a></p>`
          : 'code' in block
          ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`
          : `<table>${block.fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
    )
    .join('\n');
  return { text, html: `<!doctype html><html><body>${html}</body></html>` };
}

export function mail(kind: string, to: string, replyTo: string | undefined, fromName: string, subject: string, blocks: Block[]): OutgoingMail {
  return { kind, to, replyTo, fromName, subject: oneLine(subject), ...render(blocks) };
}

/** A mail of another domain (the accounts' codes) in the same layout: plain text and escaped HTML. */
export function composeMail(kind: string, to: string, fromName: string, subject: string, blocks: MailBlock[]): OutgoingMail {
  return mail(kind, to, undefined, fromName, subject, blocks);
}

/** Where the clinic reads its requests: the issues e-mail, else its contact e-mail. */
export function clinicInbox(company: MailCompany): string | null {
  return company.emailForIssues || company.email || null;
}

/** The clinic's notice (in Russian) and, when the visitor gave an e-mail, their confirmation in their language. */
export function appointmentMails({ company, locale, request, specialistName, staffLink }: AppointmentMailData): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  const fields = (l: Locale): Field[] => {
    const t = translatorFor(l, 'Mail');
    const none = t('notGiven');
    return [
      [t('fields.requestId'), String(request.id)],
      [t('fields.name'), request.name],
      [t('fields.phone'), displayPhone(request.phone)],
      [t('fields.email'), request.email ?? none],
      [t('fields.preferredDate'), request.preferredDate ? dotted(request.preferredDate) : none],
      [t('fields.specialist'), (specialistName && linkFreeName(pickLocalized(specialistName, l))) || none],
      [t('fields.comment'), request.comment ?? none],
    ];
  };
  const inbox = clinicInbox(company);
  if (inbox) {
    const t = translatorFor(STAFF_LOCALE, 'Mail');
    const clinic = clinicMailName(company.name, STAFF_LOCALE);
    const blocks: Block[] = [
      { paragraph: t('appointmentClinic.intro') },
      { fields: [...fields(STAFF_LOCALE), [t('fields.locale'), LOCALE_NAMES[locale]]] },
      { link: { text: t('appointmentClinic.open'), href: staffLink } },
    ];
    mails.push(mail('appointment.clinic', inbox, request.email ?? undefined, clinic, t('appointmentClinic.subject', { id: request.id, name: request.name }), blocks));
  }
  if (request.email) {
    const t = translatorFor(locale, 'Mail');
    const clinic = clinicMailName(company.name, locale);
    const blocks: Block[] = [
      { paragraph: t('greeting', { name: linkFreeName(request.name) }) },
      { paragraph: t('appointmentVisitor.body', { id: request.id, phone: displayPhone(request.phone) }) },
      { paragraph: t('appointmentVisitor.summary') },
      { fields: fields(locale).slice(1) },
      { paragraph: t('signature', { clinic }) },
    ];
    mails.push(mail('appointment.visitor', request.email, inbox ?? undefined, clinic, t('appointmentVisitor.subject', { clinic }), blocks));
  }
  return mails;
}

/** The clinic's notice (replies go to the visitor) and the visitor's confirmation. */
export function questionMails({ company, locale, question, staffLink }: QuestionMailData): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  const fields = (l: Locale): Field[] => {
    const t = translatorFor(l, 'Mail');
    return [
      [t('fields.requestId'), String(question.id)],
      [t('fields.name'), question.name],
      [t('fields.email'), question.email],
      [t('fields.phone'), question.phone ? displayPhone(question.phone) : t('notGiven')],
      [t('fields.question'), question.text],
    ];
  };
  const inbox = clinicInbox(company);
  if (inbox) {
    const t = translatorFor(STAFF_LOCALE, 'Mail');
    const clinic = clinicMailName(company.name, STAFF_LOCALE);
    const blocks: Block[] = [
      { paragraph: t('questionClinic.intro', { email: question.email }) },
      { fields: [...fields(STAFF_LOCALE), [t('fields.locale'), LOCALE_NAMES[locale]]] },
      { link: { text: t('questionClinic.open'), href: staffLink } },
    ];
    mails.push(mail('question.clinic', inbox, question.email, clinic, t('questionClinic.subject', { id: question.id, name: question.name }), blocks));
  }
  const t = translatorFor(locale, 'Mail');
  const clinic = clinicMailName(company.name, locale);
  const blocks: Block[] = [
    { paragraph: t('greeting', { name: linkFreeName(question.name) }) },
    { paragraph: t('questionVisitor.body', { id: question.id }) },
    { paragraph: t('questionVisitor.summary') },
    { fields: fields(locale).slice(1) },
    { paragraph: t('signature', { clinic }) },
  ];
  mails.push(mail('question.visitor', question.email, inbox ?? undefined, clinic, t('questionVisitor.subject', { clinic }), blocks));
  return mails;
}
