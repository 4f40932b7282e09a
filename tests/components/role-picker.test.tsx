// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RolePicker } from '@/components/pro/members/role-picker';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { presetAllowed, presetOf, ROLE_PRESETS } from '@/lib/business/staff/role-presets';
import { clientNamespaces } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// Issue 20: role presets over the eight permissions; "custom" shows the boxes.

let sent: Permission[] = [];

function Picker({ initial = [], held = PERMISSIONS, stored }: { initial?: Permission[]; held?: readonly Permission[]; stored?: Permission[] }) {
  const [value, setValue] = useState<Permission[]>(initial);
  const change = (next: Permission[]) => {
    sent = next;
    setValue(next);
  };
  return <RolePicker id="role" legend="Роль" value={value} onChange={change} held={held} stored={stored} />;
}

function renderPicker(props: Parameters<typeof Picker>[0] = {}, locale: 'ru' | 'uz' = 'ru') {
  render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], ['Common'])} timeZone="Asia/Almaty">
      <Picker {...props} />
    </NextIntlClientProvider>,
  );
}

describe('role presets', () => {
  it('map onto the permissions, each set its own, and a set that is none of them is custom', () => {
    const sets = Object.values(ROLE_PRESETS).map((set) => [...set].sort().join(','));
    expect(new Set(sets).size).toBe(sets.length);
    for (const set of Object.values(ROLE_PRESETS)) for (const permission of set) expect(PERMISSIONS).toContain(permission);
    expect(presetOf(['questions.read', 'appointments.read', 'specialists.edit'])).toBe('doctor');
    expect(presetOf([...PERMISSIONS].reverse())).toBe('manager');
    expect(presetOf(['content.edit'])).toBe('custom');
    expect(presetOf([])).toBe('custom');
    // A manager without members.manage cannot hand out the manager preset, nor strip a permission they lack.
    expect(presetAllowed('manager', ['content.edit', 'menu.edit', 'specialists.edit'], [])).toBe(false);
    expect(presetAllowed('content_editor', ['content.edit', 'menu.edit', 'specialists.edit'], [])).toBe(true);
    expect(presetAllowed('content_editor', ['content.edit', 'menu.edit', 'specialists.edit'], ['company.edit'])).toBe(false);
  });
});

describe('the role picker', () => {
  it('a preset chosen sends its permissions; custom shows a box for every permission, which change the set', () => {
    renderPicker();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Врач' }));
    expect([...sent].sort()).toEqual([...ROLE_PRESETS.doctor].sort());
    expect((screen.getByRole('radio', { name: 'Врач' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Свой набор прав' }));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(PERMISSIONS.length);
    expect(boxes.filter((box) => box.checked).map((box) => box.value).sort()).toEqual([...ROLE_PRESETS.doctor].sort());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Меню сайта' }));
    expect(sent).toContain('menu.edit');
    expect((screen.getByRole('radio', { name: 'Свой набор прав' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a member whose permissions match a preset shows that preset chosen; a preset the manager cannot grant is disabled with why", () => {
    renderPicker({ initial: [...ROLE_PRESETS.reception], held: ['appointments.read', 'questions.read', 'reviews.moderate', 'members.manage'], stored: [...ROLE_PRESETS.reception] }, 'uz');
    expect((screen.getByRole('radio', { name: 'Roʻyxatga olish boʻlimi' }) as HTMLInputElement).checked).toBe(true);
    const manager = screen.getByRole('radio', { name: 'Boshqaruvchi' }) as HTMLInputElement;
    expect(manager.disabled).toBe(true);
    expect(manager.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(manager.getAttribute('aria-describedby')!)!.textContent).toContain('sizda yoʻq huquqlar');
  });
});
