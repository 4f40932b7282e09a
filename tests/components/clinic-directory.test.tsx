// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ru from '@/messages/ru.json';

// Issue 21: the platform directory's filters are plain form controls with labels, and the page
// links keep them. The messages are the Russian file's (ICU arguments substituted).
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => {
    const base = namespace.split('.').reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, ru as unknown as Record<string, unknown>);
    return (key: string, values: Record<string, unknown> = {}) => {
      const text = key.split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], base) as string;
      return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    };
  },
}));

const { ClinicDirectory } = await import('@/components/platform/clinic-directory');

const clinic = (id: number, specialties: string[] = []) => ({
  id,
  slug: `copy-${id}`,
  name: { ru: `Клиника №${id}` },
  shortDescription: null,
  address: { ru: 'г. Алматы, ул. Садовая, 1' },
  logo: null,
  specialties,
  domains: [],
});

afterEach(cleanup);

describe('ClinicDirectory', () => {
  it('has a GET search form with a labelled city and specialty, the applied ones chosen', async () => {
    render(
      await ClinicDirectory({
        locale: 'ru',
        search: { query: 'мед', page: 1, city: 'almaty', specialty: 'cardiologist' },
        result: { clinics: [clinic(1, ['cardiologist', 'pediatrician'])], total: 1, page: 1, pages: 1 },
        facets: { cities: ['almaty', 'tashkent'], specialties: ['pediatrician', 'cardiologist'] },
      }),
    );
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    const city = screen.getByLabelText('Город') as HTMLSelectElement;
    expect(city.name).toBe('city');
    expect(city.value).toBe('almaty');
    expect(within(city).getAllByRole('option').map((o) => o.textContent)).toEqual(['Все города', 'Алматы', 'Ташкент']);
    const specialty = screen.getByLabelText('Специалист') as HTMLSelectElement;
    expect(specialty.name).toBe('specialty');
    expect(specialty.value).toBe('cardiologist');
    expect(within(specialty).getAllByRole('option').map((o) => o.textContent)).toEqual(['Все специалисты', 'Педиатр', 'Кардиолог']);
    expect(screen.getByRole('status').textContent).toContain('Найдено клиник: 1');
    expect(screen.getByRole('link', { name: 'Сбросить фильтры' }).getAttribute('href')).toBe('/#clinics');
    expect(screen.getByText('Врачи: Кардиолог, Педиатр')).toBeTruthy();
  });

  it('keeps a filter named in the address offered even when no clinic has it, and says nothing matched', async () => {
    render(
      await ClinicDirectory({
        locale: 'ru',
        search: { query: '', page: 1, city: 'nukus' },
        result: { clinics: [], total: 0, page: 1, pages: 1 },
        facets: { cities: ['almaty'], specialties: [] },
      }),
    );
    expect((screen.getByLabelText('Город') as HTMLSelectElement).value).toBe('nukus');
    expect(screen.getByText(/По этим условиям клиники не найдены/)).toBeTruthy();
  });

  it('pages through the filtered list with the filters in the links', async () => {
    render(
      await ClinicDirectory({
        locale: 'ru',
        search: { query: '', page: 2, city: 'tashkent', specialty: 'dentist' },
        result: { clinics: [clinic(13)], total: 30, page: 2, pages: 3 },
        facets: { cities: ['tashkent'], specialties: ['dentist'] },
      }),
    );
    expect(screen.getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toBe('/?city=tashkent&specialty=dentist&page=3#clinics');
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe('/?city=tashkent&specialty=dentist#clinics');
  });
});
