// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { SetupChecklist } from '@/components/pro/dashboard/setup-checklist';
import { SETUP_STEPS, type SetupStepWire } from '@/lib/business/setup-checklist/steps';
import { clientNamespaces } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// Issue 31: the dashboard's guided setup says how far the clinic is (a labelled progress bar),
// links each step to its editor for a member who may use it, and says who can do the others.
afterEach(cleanup);

const steps = (done: (key: string) => boolean, allowed: (permission: string) => boolean): SetupStepWire[] =>
  SETUP_STEPS.map((step) => ({ KEY: step.key, DONE: done(step.key), SEGMENT: step.segment, PERMISSION: step.permission, ALLOWED: allowed(step.permission) }));

function renderChecklist(list: SetupStepWire[], locale: 'ru' | 'en' = 'ru') {
  return render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], ['Common'])} timeZone="Asia/Almaty">
      <SetupChecklist steps={list} locale={locale} companyCode="NEW" cabinetCode={0} className="card" />
    </NextIntlClientProvider>,
  );
}

describe('SetupChecklist', () => {
  it('shows "2 of 11 done" with a labelled progress bar, and each step a link to its editor when the member may use it', () => {
    renderChecklist(steps((key) => key === 'doctors' || key === 'online', () => true));
    expect(screen.getByRole('heading', { level: 2, name: 'Настройка сайта' })).toBeTruthy();
    expect(screen.getByText('Готово 2 из 11')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Настройка сайта: готово шагов' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['2', '11']);
    expect(screen.getByRole('link', { name: 'Цены' }).getAttribute('href')).toBe('/pro/NEW/0/prices');
    expect(screen.getByRole('link', { name: 'Врачи' }).getAttribute('href')).toBe('/pro/NEW/0/doctors');
    const doctors = screen.getByRole('link', { name: 'Врачи' }).closest('li')!;
    expect(within(doctors).getByText(': готово')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Логотип' }).closest('li')!).getByText(': не сделано')).toBeTruthy();
  });

  it('a step whose permission the member lacks is no link and says who can do it', () => {
    renderChecklist(steps(() => false, (permission) => permission === 'specialists.edit'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Врачи']);
    const logo = screen.getByText('Логотип').closest('li')!;
    expect(within(logo).getByText('Это может сделать сотрудник с правом «Настройки клиники».')).toBeTruthy();
  });

  it('once every step is done it folds into one line the owner can open again', () => {
    const { container } = renderChecklist(steps(() => true, () => true), 'en');
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Site is set up: all 11 steps done');
    expect(screen.queryByRole('heading', { name: 'Set up your site' })).toBeNull();
  });
});
