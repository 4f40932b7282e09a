import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { OutgoingMail } from '@/lib/mail/templates';

export type NewsMailData = {
  to: string;
  locale: Locale;
  clinic: string;
  title: string;
  summary: string;
  /** The news item on the clinic's site. */
  url: string;
  /** The page that asks "unsubscribe?" (GET, one button). */
  unsubscribePageUrl: string;
  /** The one-click POST endpoint of RFC 8058. */
  oneClickUrl: string;
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * "New news at {clinic}" in the subscriber's language, text and HTML, with the unsubscribe link
 * in the body and in the List-Unsubscribe headers (RFC 2369, one click by RFC 8058).
 */
export function newsMail(data: NewsMailData): OutgoingMail {
  const t = translatorFor(data.locale, 'NewsMail');
  const subject = oneLine(t('subject', { clinic: data.clinic, title: data.title }));
  const intro = t('intro', { clinic: data.clinic });
  const footer = t('footer', { clinic: data.clinic });
  const text = [intro, '', data.title, ...(data.summary ? ['', data.summary] : []), '', `${t('read')}: ${data.url}`, '', '—', footer, `${t('unsubscribe')}: ${data.unsubscribePageUrl}`, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(intro)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(data.title)}</h1>`,
    data.summary ? `<p>${escapeHtml(data.summary).replace(/\n/g, '<br>')}</p>` : '',
    `<p><a href="${escapeHtml(data.url)}">${escapeHtml(t('read'))}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}<br><a href="${escapeHtml(data.unsubscribePageUrl)}">${escapeHtml(t('unsubscribe'))}</a></p>`,
    '</body></html>',
  ].join('');
  return {
    kind: 'news.subscriber',
    to: data.to,
    fromName: data.clinic,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${data.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
