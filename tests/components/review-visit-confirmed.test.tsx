// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewItem } from '@/components/reviews/review-item';
import type { ReviewRecord } from '@/lib/content/reviews/queries';
import { MESSAGES } from '@/lib/i18n/message-files';

// «Визит подтверждён» on a published review (issue 30): shown exactly when the read says so, in the page's language.
afterEach(() => cleanup());

const review = (visitConfirmed: boolean): ReviewRecord => ({
  id: 1,
  authorName: 'Дана',
  rating: 5,
  text: 'Всё понравилось.',
  reply: null,
  createdAt: '2026-03-01T05:30:00.000Z',
  specialist: null,
  visitConfirmed,
});

const texts = (locale: 'ru' | 'kk' | 'uz' | 'en') => ({
  rating: (rating: number) => `${rating}/5`,
  aboutSpecialist: '',
  reply: '',
  visitConfirmed: MESSAGES[locale].Reviews.visitConfirmed,
});

describe('ReviewItem: the visit-confirmed mark', () => {
  it('shows the mark on a confirmed review, in each language', () => {
    for (const [locale, text] of [['ru', 'Визит подтверждён'], ['kk', 'Қабылдауға келгені расталған'], ['uz', 'Qabulga kelgani tasdiqlangan'], ['en', 'Visit confirmed']] as const) {
      const { container } = render(<ReviewItem review={review(true)} locale={locale} texts={texts(locale)} />);
      expect(screen.getByText(text)).toBeTruthy();
      expect(container.querySelectorAll('[data-visit-confirmed]')).toHaveLength(1);
      cleanup();
    }
  });

  it('shows nothing of it on a review without a confirmed visit', () => {
    const { container } = render(<ReviewItem review={review(false)} locale="ru" texts={texts('ru')} />);
    expect(container.querySelector('[data-visit-confirmed]')).toBeNull();
    expect(screen.queryByText('Визит подтверждён')).toBeNull();
  });
});
