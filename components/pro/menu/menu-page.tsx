'use client';

import { RequirePermission } from '@/components/pro/require-permission';
import { MenuEditor } from './menu-editor';

/** The menu editor's page (segment 'menu', menu.edit). */
export function MenuPage() {
  return (
    <RequirePermission permission="menu.edit">
      <MenuEditor />
    </RequirePermission>
  );
}
