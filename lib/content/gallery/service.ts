import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { listGallery } from './queries';

/** The company's photo albums: the gallery section's (`company:{code}:gallery`). */
export const getGallery = (code: string, companyId: number) => companyCached(code, ['gallery'], () => listGallery(companyId), { on: ['gallery'] });
