// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DoctorCard, type DoctorCardTexts } from '@/components/specialists/doctor-card';
import { initialsOf } from '@/components/specialists/initials';
import type { SpecialistSummaryRecord } from '@/lib/content/specialists/queries';

// Issue 20: the compact doctor card of the doctors' list and the home.
const texts: DoctorCardTexts = {
  rating: (rating) => `Средняя оценка ${rating} из 5`,
  reviewCount: (count) => `${count} отзыва`,
  experience: (years) => `Стаж ${years} лет`,
  book: 'Записаться',
  bookWith: (name) => `Записаться: ${name}`,
};

const doctor = (photo: string | null): SpecialistSummaryRecord => ({
  id: 1,
  slug: 'dmitriy-volkov',
  fullName: { ru: 'Волков Дмитрий Андреевич', kk: 'Волков Дмитрий Андреевич' },
  specialty: { ru: 'Врач-кардиолог', kk: 'Кардиолог дәрігер' },
  photo,
  photoImage: null,
  experienceYears: 18,
  languages: ['ru'],
});

describe('DoctorCard', () => {
  afterEach(cleanup);

  it('shows the name as the link to the doctor, the specialty, the rating with its count and "book" with the doctor chosen', () => {
    render(
      <DoctorCard
        specialist={doctor('/demo/demo-clinic/specialists/dmitriy-volkov.svg')}
        rating={{ count: 3, average: 4.7 }}
        locale="ru"
        href="/l/demo-clinic/specialists/dmitriy-volkov"
        bookHref="/l/demo-clinic/appointment?specialist=dmitriy-volkov"
        texts={texts}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Волков Дмитрий Андреевич');
    expect(screen.getByRole('link', { name: 'Волков Дмитрий Андреевич' }).getAttribute('href')).toBe('/l/demo-clinic/specialists/dmitriy-volkov');
    expect(screen.getByText('Врач-кардиолог', { exact: false }).textContent).toBe('Врач-кардиолог · , Стаж 18 лет');
    // The number in the page's format, read out as a sentence instead of the star.
    expect(screen.getByText('4,7').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Средняя оценка 4.7 из 5').className).toContain('sr-only');
    expect(screen.getByText('3 отзыва')).toBeTruthy();
    const book = screen.getByRole('link', { name: 'Записаться: Волков Дмитрий Андреевич' });
    expect(book.getAttribute('href')).toBe('/l/demo-clinic/appointment?specialist=dmitriy-volkov');
    expect(book.textContent).toBe('Записаться');
    // The portrait has its size (no layout shift) and no name of its own: the heading says who it is.
    const img = document.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['400', '480', '']);
  });

  it('without a photo shows the initials; without reviews no rating; without online booking no "book"', () => {
    render(<DoctorCard specialist={doctor(null)} locale="kk" href="/kk/l/x/specialists/dmitriy-volkov" texts={texts} heading="h3" />);
    expect(document.querySelector('img')).toBeNull();
    const initials = screen.getByText('ВД');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Волков Дмитрий Андреевич');
    expect(screen.getByText('Кардиолог дәрігер', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/отзыв/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Записаться/ })).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words, capitalised', () => {
    expect(initialsOf('Сейткали Айгерим Нурлановна')).toBe('СА');
    expect(initialsOf('  aigerim   seitkali ')).toBe('AS');
    expect(initialsOf('Ōsaka')).toBe('Ō');
    expect(initialsOf('')).toBe('');
  });
});
