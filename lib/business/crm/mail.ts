import type { LocalizedText } from '@/lib/db/schema/common';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { clinicMailName, mail, STAFF_LOCALE, type Block, type OutgoingMail } from '@/lib/mail/templates';

export type ServiceRequestMailData = {
  to: string;
  request: { id: number; service: string; message: string; contactName: string; contactPhone: string | null; contactEmail: string; locale: Locale };
  company: { code: string; name: LocalizedText } | null;
};

/** The platform staff's notice of a clinic's service request (in Russian, as staff notices are); replies go to the clinic's contact. */
export function serviceRequestMail({ to, request, company }: ServiceRequestMailData): OutgoingMail {
  const t = translatorFor(STAFF_LOCALE, 'BusinessMail');
  const clinic = company ? clinicMailName(company.name, STAFF_LOCALE) : '—';
  const service = t(`crm.services.${request.service}` as never);
  const blocks: Block[] = [
    { paragraph: t('crm.intro') },
    {
      fields: [
        [t('crm.fields.requestId'), String(request.id)],
        [t('crm.fields.clinic'), clinic],
        [t('crm.fields.companyCode'), company?.code ?? '—'],
        [t('crm.fields.service'), service],
        [t('crm.fields.message'), request.message],
        [t('crm.fields.contactName'), request.contactName],
        [t('crm.fields.contactPhone'), request.contactPhone ?? '—'],
        [t('crm.fields.contactEmail'), request.contactEmail],
        [t('crm.fields.locale'), LOCALE_NAMES[request.locale]],
      ],
    },
  ];
  return mail('service_request.staff', to, request.contactEmail, 'Clinics Online', t('crm.subject', { id: request.id, clinic, service }), blocks);
}
