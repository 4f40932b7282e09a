import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { listDirectorPosts } from './queries';

/** The medical director's blog: the director section's (`company:{code}:director`). */
export const getDirectorPosts = (code: string, companyId: number) => companyCached(code, ['director-posts'], () => listDirectorPosts(companyId), { on: ['director'] });
