import { getQueryClient } from '@/lib/api-client/provider';
import { PERMISSIONS } from '@/lib/business/permission-names';
import { useBusinessStore } from '@/stores/business-store';
import { useToastStore } from '@/stores/toast-store';

/**
 * Before each /pro component test: an empty query cache and no toasts, and the business-area
 * store of a member of the DEMO company's main cabinet holding every permission, loaded.
 * `company` is the company row the page under test reads, if any.
 */
export function resetProState(company?: Record<string, unknown>) {
  getQueryClient().clear();
  useToastStore.getState().clear();
  useBusinessStore.setState({
    companyCode: 'DEMO',
    cabinetCode: 0,
    cabinets: [{ COMPANY_CABINET_CODE: 0, NAME: 'Главный', PERMISSIONS: [...PERMISSIONS] }],
    permissions: Object.fromEntries(PERMISSIONS.map((name) => [name, true])) as never,
    ...(company ? { company: company as never } : {}),
    status: 'ready',
  });
}
