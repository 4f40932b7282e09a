// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsImage } from '@/components/pro/news/news-image';
import { ImageFileField } from '@/components/pro/image-file-field';
import { ApiProvider } from '@/lib/api-client/provider';
import { createQueryClient } from '@/lib/api-client/query-client';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// The one picture-file field of the /pro editors (components/pro/image-file-field.tsx) and the news image that now uses it.
const WRITE = '/w-business/DEMO/0/business';
const server = setupServer(http.post(apiUrl(`${WRITE}/news/5/image`), () => HttpResponse.json({ error: { code: 'invalid_input', message: 'Bad image', fields: { image: 'not_an_image' } } }, { status: 400 })));
serveFormApi(server);

beforeEach(() => {
  resetProState(companyRow());
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const field = { id: 'photo', name: 'photo', label: 'Файл фотографии', hint: 'JPEG или PNG, не больше 10 МБ.' };
const input = () => screen.getByLabelText(field.label) as HTMLInputElement;

describe('ImageFileField', () => {
  it('is a labelled picture input described by its hint, with a 44 px button, in the tab order', () => {
    render(<ImageFileField {...field} />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(input().getAttribute('aria-describedby')).toBe('photo-hint');
    expect(document.getElementById('photo-hint')?.textContent).toBe(field.hint);
    // 44 px: the input and the browser's "choose file" button inside it (Tailwind min-h-11 = 2.75rem).
    expect(input().className.split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'file:min-h-11']));
    expect(input().tabIndex).toBe(0);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an error is an alert the input is described by, and marks it invalid', () => {
    render(<ImageFileField {...field} error="Это не изображение." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Это не изображение.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(`photo-hint ${alert.id}`);
  });

  it('shows the upload’s progress as a named progress bar with its value', () => {
    const { rerender } = render(<ImageFileField {...field} progress={40} progressLabel="Загрузка фотографии" />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка фотографии' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
    rerender(<ImageFileField {...field} progress={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives the chosen files to `onFiles` and to a form kit’s onChange', () => {
    const onFiles = vi.fn();
    const onChange = vi.fn();
    render(<ImageFileField {...field} multiple onFiles={onFiles} onChange={onChange} />);
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    fireEvent.change(input(), { target: { files } });
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input().multiple).toBe(true);
  });
});

describe('the news image through ImageFileField', () => {
  const texts = MESSAGES.ru.BusinessNews.image;
  const item = { ID: 5, CATEGORY: { ID: 1, SLUG: 'clinic', NAME: 'Новости' }, SLUG: 'a', TITLE: { ru: 'А' }, SUMMARY: null, BODY: {}, VERSION: 1, IMAGE: null, PUBLISHED: false, PUBLISHED_AT: '2026-03-01T05:30:00.000Z', STATUS: 'draft' as const, SUBSCRIBERS_NOTIFIED_AT: null, URL: '/l/demo-clinic/news/clinic/a' };
  function renderImage() {
    const namespaces = Object.fromEntries(Object.entries(MESSAGES.ru).filter(([key]) => key.startsWith('Business')));
    return render(
      <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
        <WithApi>
          <ApiProvider queryClient={createQueryClient()}>
            <NewsImage item={item} onChanged={() => undefined} />
          </ApiProvider>
        </WithApi>
      </NextIntlClientProvider>,
    );
  }

  it('now has the 44 px touch target and its hint; a refused file is announced by the field code’s text', async () => {
    renderImage();
    const file = screen.getByLabelText(texts.file) as HTMLInputElement;
    expect(file.className.split(' ')).toContain('file:min-h-11');
    expect(document.getElementById(file.getAttribute('aria-describedby')!)?.textContent).toBe(texts.hint);
    fireEvent.click(screen.getByRole('button', { name: texts.upload }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.choose);
    fireEvent.change(file, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('img', { name: texts.preview })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.upload }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.ru.BusinessErrors.fields.not_an_image);
  });
});
