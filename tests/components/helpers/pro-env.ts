import { getQueryClient } from '@/lib/api-client/provider';
import { PERMISSIONS } from '@/lib/business/permission-names';
import { useBusinessStore, type BusinessCompany } from '@/stores/business-store';
import { useToastStore } from '@/stores/toast-store';

/**
 * Before each /pro component test: an empty query cache and no toasts, and the business-area
 * store of a member of the DEMO company's main cabinet holding every permission, loaded.
 * `company` is the company row the page under test reads, if any.
 */
export function resetProState(company?: BusinessCompany) {
  getQueryClient().clear();
  useToastStore.getState().clear();
  useBusinessStore.setState({
    companyCode: 'DEMO',
    cabinetCode: 0,
    cabinets: [{ COMPANY_CABINET_CODE: 0, NAME: 'Главный', PERMISSIONS: [...PERMISSIONS] }],
    permissions: Object.fromEntries(PERMISSIONS.map((name) => [name, true])) as never,
    ...(company ? { company } : {}),
    status: 'ready',
  });
}

/** A company row as GET …/business/user/company answers it: the demo clinic's, with `fields` over it. */
export function companyRow(fields: Partial<BusinessCompany> = {}): BusinessCompany {
  return {
    COMPANY_CODE: 'DEMO',
    COMPANY_SLUG: 'demo-clinic',
    COMPANY_NAME: 'Клиника Демо Мед',
    COMPANY_NAME_KK: null,
    COMPANY_NAME_UZ: null,
    COMPANY_NAME_EN: null,
    FRONT_LANDING_TEMPLATE_ID: 'landing',
    TIME_ZONE: 'Asia/Almaty',
    EMAIL: null,
    PHONES: [],
    ADDRESS: null,
    ADDRESS_KK: null,
    ADDRESS_UZ: null,
    ADDRESS_EN: null,
    WORKING_HOURS: null,
    WORKING_HOURS_KK: null,
    WORKING_HOURS_UZ: null,
    WORKING_HOURS_EN: null,
    LEGAL_NAME: null,
    LEGAL_NAME_KK: null,
    LEGAL_NAME_UZ: null,
    LEGAL_NAME_EN: null,
    TAX_ID: null,
    LICENSE_NUMBER: null,
    LICENSE_DATE: null,
    BRAND_COLOR: null,
    EMAIL_FOR_ISSUES: null,
    is_active_online_entry: true,
    LOGO: null,
    FAVICON_LINK: null,
    IS_COMPANY_SITE: true,
    DOMAINS: [],
    ...fields,
  };
}
