import { fullName } from '@/lib/auth/user-wire';
import type { LocalizedText } from '@/lib/db/schema/common';
import { formatDate } from '@/lib/dates/format';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { clinicInbox, clinicMailName, linkFreeName, mail, type Block, type OutgoingMail } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import type { Permission } from '../../permission-names';
import { presetOf } from '../role-presets';

/** The page that accepts an invitation: /{locale}/pro/join?invite=TOKEN on the platform's host. */
export const invitationLink = (locale: Locale, token: string) => `${publicBaseUrl().origin}${localePrefix(locale)}/pro/join?invite=${token}`;

type InvitationMailData = {
  to: string;
  name: string;
  locale: Locale;
  company: { name: LocalizedText; email: string | null; emailForIssues: string | null };
  cabinetName: string;
  inviter: { lastname: string; name: string; middlename: string; email: string | null };
  permissions: Permission[];
  token: string;
  expiresAt: Date;
};

/**
 * The invitation to a clinic's cabinet, in the inviter's language: who invites, to which clinic
 * and cabinet, with which role (or permissions), the link (which carries everything) and until
 * when it works. Replies go to the clinic. The names in it were typed by whoever invites (the
 * clinic's, the cabinet's, the invitee's, the inviter's own): they reach the invitee under the
 * platform's brand, so none carries a link (lib/mail/templates.ts linkFreeName; issue 27).
 */
export function invitationMail(data: InvitationMailData): OutgoingMail {
  const t = translatorFor(data.locale, 'BusinessInvites');
  const members = translatorFor(data.locale, 'BusinessMembers');
  const common = translatorFor(data.locale, 'Mail');
  const clinic = clinicMailName(data.company.name, data.locale);
  const inviter = linkFreeName(fullName(data.inviter)) || data.inviter.email || clinic;
  const name = linkFreeName(data.name);
  const cabinet = linkFreeName(data.cabinetName) || '—';
  const role = presetOf(data.permissions);
  const what = data.permissions.map((permission) => members(`permissions.${permission.replace('.', '_')}` as never)).join(', ');
  const blocks: Block[] = [
    { paragraph: name ? common('greeting', { name }) : t('mail.greeting') },
    { paragraph: t('mail.intro', { inviter, clinic, cabinet }) },
    { fields: [[t('mail.role'), role === 'custom' ? what : `${members(`roles.${role}`)} (${what})`]] },
    { paragraph: t('mail.action') },
    { paragraph: invitationLink(data.locale, data.token) },
    { paragraph: t('mail.expires', { date: formatDate(data.expiresAt, data.locale, { now: new Date(0) }) }) },
    { paragraph: t('mail.ignore') },
    { paragraph: common('signature', { clinic }) },
  ];
  return mail('invitation.send', data.to, clinicInbox(data.company) ?? undefined, clinic, t('mail.subject', { clinic }), blocks);
}
