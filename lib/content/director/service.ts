import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { listDirectorPosts } from './queries';

/** The medical director's blog, cached under the company's tag. */
export const getDirectorPosts = (code: string, companyId: number) =>
  companyCached(code, ['director-posts'], () => listDirectorPosts(companyId));
