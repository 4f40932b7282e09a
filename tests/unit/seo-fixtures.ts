import type { Company } from '@/lib/tenants/types';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';

/** A company record for the SEO tests: demo-clinic's shape, overridable. */
export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    code: 'DEMO',
    slug: 'demo-clinic',
    name: { ru: 'Клиника Демо Мед', kk: 'Демо Мед клиникасы', uz: 'Demo Med klinikasi', en: 'Demo Med Clinic' },
    shortDescription: { ru: 'Многопрофильная клиника в Алматы.', en: 'A clinic in Almaty.' },
    about: { ru: plainTextToDoc('О клинике.\n\nВторой абзац.') },
    templateId: 'landing',
    emailForIssues: null,
    timeZone: 'Asia/Almaty',
    isActiveOnlineEntry: false,
    logo: '/demo/demo-clinic/logo.svg',
    faviconLink: '/demo/demo-clinic/favicon.svg',
    isCompanySite: true,
    address: { ru: 'г. Алматы, пр. Абая, 52' },
    phones: ['+7 727 355 12 34'],
    email: 'info@demo-clinic.kz',
    workingHours: null,
    mapUrl: null,
    latitude: '43.24022',
    longitude: '76.91553',
    emails: ['info@demo-clinic.kz'],
    openingHours: null,
    home: null,
    version: 1,
    domains: [],
    legalName: null,
    taxId: null,
    licenseNumber: null,
    licenseDate: null,
    brandColor: null,
    ...overrides,
  };
}
