import { describe, expect, it } from 'vitest';
import { appointmentMails, linkFreeName, questionMails } from '@/lib/mail/templates';
import { proPathOf } from '@/components/pro/pro-sections';
import { inboxItemOf, inboxItemPath, inboxItemUrl } from '@/lib/tenants/inbox-link';
import { publicBaseUrl } from '@/lib/seo/urls';

const LINK = inboxItemUrl(publicBaseUrl(), 'ru', 'DEMO', 'appointments', 5);
const QUESTION_LINK = inboxItemUrl(publicBaseUrl(), 'ru', 'DEMO', 'questions', 9);
const company = { name: { ru: 'Клиника Демо Мед', kk: 'Демо Мед клиникасы' }, emailForIssues: 'questions@demo.kz', email: 'info@demo.kz' };
const request = { id: 5, name: 'Асель', phone: '+77015551234', email: 'asel@example.kz', preferredDate: '2030-03-05', comment: '<b>hi</b>' };

describe('mail templates', () => {
  it('writes the clinic notice in Russian and the visitor confirmation in the visitor’s language', () => {
    const [clinic, visitor] = appointmentMails({ company, locale: 'kk', request, specialistName: { ru: 'Ким Елена', kk: 'Ким Елена' }, staffLink: LINK });
    expect(clinic).toMatchObject({ kind: 'appointment.clinic', to: 'questions@demo.kz', replyTo: 'asel@example.kz', subject: 'Заявка на приём № 5 — Асель' });
    expect(clinic.text).toContain('Удобная дата: 05.03.2030');
    expect(clinic.text).toContain('Язык сайта: Қазақша');
    expect(visitor).toMatchObject({ kind: 'appointment.visitor', to: 'asel@example.kz', replyTo: 'questions@demo.kz', fromName: 'Демо Мед клиникасы' });
    expect(visitor.text).toContain('+7 701 555 12 34 нөміріне қоңырау шалады');
  });

  it('the visitor’s appointment confirmation subject reads naturally in every language: no word repeated', () => {
    const named = { ...company, name: { ...company.name, uz: 'Demo Med klinikasi', en: 'Demo Med Clinic' } };
    const subjects = Object.fromEntries((['ru', 'kk', 'uz', 'en'] as const).map((locale) => [locale, appointmentMails({ company: named, locale, request, specialistName: null, staffLink: LINK })[1].subject]));
    expect(subjects).toEqual({
      ru: 'Ваша заявка на приём получена — Клиника Демо Мед',
      kk: 'Қабылдауға жазылу өтініміңіз алынды — Демо Мед клиникасы',
      uz: 'Qabulga yozilish uchun arizangiz olindi — Demo Med klinikasi',
      en: 'We have received your appointment request — Demo Med Clinic',
    });
    for (const subject of Object.values(subjects)) {
      // "Қабылдауға … қабылданды", "Qabulga … qabul qilindi": one stem twice.
      const stems = subject.split(' — ')[0].toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 3).map((word) => word.slice(0, 5));
      expect(new Set(stems).size, subject).toBe(stems.length);
    }
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const [clinic] = appointmentMails({ company, locale: 'ru', request, specialistName: null, staffLink: LINK });
    expect(clinic.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(clinic.html).not.toContain('<b>hi</b>');
    expect(clinic.text).toContain('Комментарий: <b>hi</b>');
  });

  it('sends no confirmation without the visitor’s e-mail, and uses the contact e-mail without an issues e-mail', () => {
    const mails = appointmentMails({ company: { ...company, emailForIssues: null }, locale: 'ru', request: { ...request, email: null }, specialistName: null, staffLink: LINK });
    expect(mails.map((mail) => mail.to)).toEqual(['info@demo.kz']);
  });

  it('mails a question to the issues e-mail with the visitor as Reply-To', () => {
    const [clinic, visitor] = questionMails({ company, locale: 'ru', question: { id: 9, name: 'Ержан', email: 'e@example.kz', phone: null, text: 'Вопрос?' }, staffLink: QUESTION_LINK });
    expect(clinic).toMatchObject({ to: 'questions@demo.kz', replyTo: 'e@example.kz', subject: 'Вопрос с сайта № 9 — Ержан' });
    expect(visitor.subject).toBe('Ваш вопрос получен — Клиника Демо Мед');
  });

  it('takes out of a name everything a mail client links (issue 27), and leaves ordinary names alone', () => {
    for (const name of ['Клиника «Здоровье» №1', 'ул. Абая 5', 'Shifo-Med 24/7', 'A.B.C. Clinic', 'Dr. House', 'Ким Е.']) expect(linkFreeName(name)).toBe(name);
    expect(linkFreeName('Acme https://evil.example/login now')).toBe('Acme now');
    expect(linkFreeName('Visit evil.example/x today')).toBe('Visit today');
    expect(linkFreeName('Клиника (www.evil.kz)')).toBe('Клиника');
    expect(linkFreeName('write to x@evil.example')).toBe('write to');
    for (const name of ['evil.example', 'пример.рф/вход', 'xn--e1afmkfd.xn--p1ai', 'ｅｖｉｌ．ｃｏｍ/x', 'evil。com', '10.0.0.1/admin', 'javascript:alert(1)', 'mailto:x@y.z']) expect(linkFreeName(name)).toBe('');
    // A clinic's name in its mails: without the link, '—' when nothing else is left.
    const [, visitor] = appointmentMails({ company: { ...company, name: { ru: 'evil.example/login', kk: 'Клиника https://evil.example' } }, locale: 'kk', request, specialistName: { ru: 'Ким', kk: 'Ким evil.example' }, staffLink: LINK });
    expect(visitor.fromName).toBe('Клиника');
    expect(`${visitor.subject} ${visitor.text} ${visitor.html}`).not.toMatch(/evil/);
    const [clinic] = appointmentMails({ company: { ...company, name: { ru: 'evil.example/login' } }, locale: 'ru', request, specialistName: null, staffLink: LINK });
    expect(clinic.fromName).toBe('—');
  });
});

describe('the staff mails link the item in /pro (issue 28)', () => {
  it('the appointment notice links the request, the question notice the question; the visitor’s mails do not', () => {
    const origin = publicBaseUrl().origin;
    const [clinic, visitor] = appointmentMails({ company, locale: 'kk', request, specialistName: null, staffLink: LINK });
    expect(clinic.text).toContain(`Открыть заявку в кабинете: ${origin}/pro?company=DEMO&section=appointments&open=5`);
    expect(clinic.html).toContain(`<a href="${origin}/pro?company=DEMO&amp;section=appointments&amp;open=5">Открыть заявку в кабинете</a>`);
    expect(visitor.text).not.toContain('/pro?');
    const [notice, confirmation] = questionMails({ company, locale: 'ru', question: { id: 9, name: 'Ержан', email: 'e@example.kz', phone: '+77172554040', text: 'Вопрос?' }, staffLink: QUESTION_LINK });
    expect(notice.text).toContain(`${origin}/pro?company=DEMO&section=questions&open=9`);
    expect(notice.text).toContain('+7 7172 55 40 40');
    expect(confirmation.text).not.toContain('/pro?');
  });

  it('the entry reads the address back, and only that shape', () => {
    expect(inboxItemOf({ company: 'DEMO', section: 'questions', open: '9' })).toEqual({ companyCode: 'DEMO', area: 'questions', id: 9 });
    for (const bad of [{ company: 'DEMO', section: 'members', open: '9' }, { company: 'DE MO', section: 'questions', open: '9' }, { company: 'DEMO', section: 'questions', open: '0' }, { company: 'DEMO', section: 'questions', open: ['9'] }, {}]) {
      expect(inboxItemOf(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(proPathOf(inboxItemPath('kk', 'DEMO', 'appointments', 41))).toBe('/kk/pro?company=DEMO&section=appointments&open=41');
    expect(proPathOf('/pro?company=DEMO&section=appointments&open=41&next=https://evil.example')).toBeNull();
  });
});
