// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardView, type Dashboard } from '@/components/pro/dashboard/dashboard-view';
import { dashboardQueryKey } from '@/components/pro/pro-counts-key';
import { ApiProvider, getQueryClient } from '@/lib/api-client/provider';
import { ROLE_PRESETS } from '@/lib/business/staff/role-presets';
import { PERMISSIONS } from '@/lib/business/permission-names';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useBusinessStore } from '@/stores/business-store';
import { WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 28: the dashboard says what is true for the member, and only what their permissions let them act on.
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0', useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), useSearchParams: () => new URLSearchParams() }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const ru = MESSAGES.ru.BusinessDashboard;
const WEEKS: Dashboard['WEEKS'] = null;
const OPEN = { APPOINTMENTS: 2, QUESTIONS: 1, REVIEWS_PENDING: 0 };

/** The dashboard as the server read it (seeded, as the cabinet's page does), for a member holding `permissions`. */
function show(board: Partial<Dashboard>, permissions: readonly string[]) {
  resetProState(companyRow());
  // The member's own business account has no issue e-mail (joined later): the dashboard must not read it.
  useBusinessStore.setState({
    permissions: Object.fromEntries(PERMISSIONS.map((name) => [name, permissions.includes(name)])) as never,
    businessAccounts: [{ COMPANY_CODE: 'DEMO', COMPANY_SLUG: 'demo-clinic', COMPANY_NAME: 'Клиника Демо Мед', EMAIL_FOR_ISSUES: null, LOGO: null }],
  });
  getQueryClient().setQueryData(dashboardQueryKey('DEMO', 0), { WEEKS, OPEN, RECENT_ACTIVITY: [], ACTIVITY_ALL_KINDS: true, ISSUE_EMAIL: null, ...board });
  const messages = Object.fromEntries(Object.entries(MESSAGES.ru).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={messages} timeZone="Asia/Almaty">
      <WithApi>
        <ApiProvider>
          <DashboardView siteHref="/l/demo-clinic" />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

describe('the dashboard per member (issue 28)', () => {
  beforeEach(() => getQueryClient().clear());

  it('reception: the clinic’s issue e-mail, no "not set" and no "the question form is hidden"; its own log kinds said as such when empty', () => {
    show({ ISSUE_EMAIL: { EMAIL: 'questions@demo-clinic.kz' }, RECENT_ACTIVITY: [], ACTIVITY_ALL_KINDS: false }, ROLE_PRESETS.reception);
    expect(screen.getByTestId('dashboard-issue-email').textContent).toBe(ru.issueEmail.set.replace('{email}', 'questions@demo-clinic.kz'));
    expect(screen.queryByText(ru.issueEmail.unset)).toBeNull();
    const activity = screen.getByRole('region', { name: ru.activity.title });
    expect(within(activity).getByTestId('dashboard-activity-empty').textContent).toBe(ru.activity.emptyOwn);
    expect(within(activity).queryByText(ru.activity.empty)).toBeNull();
  });

  it('a clinic without an issue e-mail: said to reception, but the way to set it only to who may (company.edit)', () => {
    const { unmount } = show({ ISSUE_EMAIL: { EMAIL: null } }, ROLE_PRESETS.reception);
    expect(screen.getByTestId('dashboard-issue-email').textContent).toBe(ru.issueEmail.unset);
    expect(screen.queryByRole('link', { name: ru.issueEmail.settings })).toBeNull();
    unmount();
    show({ ISSUE_EMAIL: { EMAIL: null } }, ROLE_PRESETS.manager);
    expect(screen.getByRole('link', { name: ru.issueEmail.settings }).getAttribute('href')).toBe('/pro/DEMO/0/settings');
  });

  it('a member the server tells nothing of the issue e-mail or the log sees neither, and no made-up "nothing has changed"', () => {
    show({ ISSUE_EMAIL: null, RECENT_ACTIVITY: null, ACTIVITY_ALL_KINDS: false }, ['specialists.edit']);
    expect(screen.queryByTestId('dashboard-issue-email')).toBeNull();
    expect(screen.queryByRole('region', { name: ru.activity.title })).toBeNull();
    expect(screen.queryByText(ru.activity.empty)).toBeNull();
    expect(screen.queryByText(ru.activity.emptyOwn)).toBeNull();
  });

  it('a member who reads the whole log and finds it empty is told it is empty', () => {
    show({ ISSUE_EMAIL: { EMAIL: 'questions@demo-clinic.kz' }, RECENT_ACTIVITY: [], ACTIVITY_ALL_KINDS: true }, ROLE_PRESETS.manager);
    expect(screen.getByTestId('dashboard-activity-empty').textContent).toBe(ru.activity.empty);
  });
});
