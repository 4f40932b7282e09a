import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { listGallery } from './queries';

/** The company's photo albums, cached under the company's tag. */
export const getGallery = (code: string, companyId: number) =>
  companyCached(code, ['gallery'], () => listGallery(companyId));
