'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Permission } from '@/lib/business/permission-names';
import { useProCabinet } from './use-pro-cabinet';

/**
 * A cabinet page that needs a permission: its content for a member who holds it, else a line
 * saying so (a link from elsewhere, or a permission taken away). The API refuses it anyway.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const t = useTranslations('BusinessShell');
  const { can, permissions } = useProCabinet();
  if (can(permission)) return children;
  return (
    <p role="status" className="rounded-lg border border-slate-300 bg-white px-4 py-3">
      {permissions ? t('noPermission') : t('warning.permissions')}
    </p>
  );
}
