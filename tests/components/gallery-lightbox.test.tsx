// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import type { GalleryAlbumView, GalleryTexts } from '@/components/gallery/types';
import ru from '@/messages/ru.json';

afterEach(() => cleanup());

const texts: GalleryTexts = {
  openPhoto: ru.Gallery.openPhoto,
  previous: ru.Gallery.previous,
  next: ru.Gallery.next,
  close: ru.Gallery.close,
  counter: ru.Gallery.counter,
  hint: ru.Gallery.hint,
};
const photo = (name: string) => ({ src: `/demo/demo-clinic/gallery/${name}.svg`, width: 1200, height: 800, caption: name });
const albums: GalleryAlbumView[] = [
  { id: 1, title: 'Интерьер клиники', photos: [photo('reception'), photo('waiting-area'), photo('corridor')] },
  { id: 2, title: 'Диагностика', photos: [photo('mri')] },
];

async function openFirst() {
  render(<GalleryGrid albums={albums} texts={texts} />);
  const thumb = screen.getByRole('button', { name: 'Открыть фото: reception' });
  thumb.focus();
  fireEvent.click(thumb);
  const dialog = await screen.findByRole('dialog');
  return { thumb, dialog };
}

describe('gallery viewer (a keyboard-usable lightbox)', () => {
  it('a thumbnail is a labelled button that opens the photo in a dialog named by its album', async () => {
    const { dialog } = await openFirst();
    expect(screen.getByRole('heading', { name: 'Интерьер клиники', level: 2 })).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog.textContent).toContain('Фото 1 из 3');
  });

  it('the arrow keys step through the album and wrap at the ends', async () => {
    const { dialog } = await openFirst();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(dialog.textContent).toContain('Фото 2 из 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(dialog.textContent).toContain('Фото 3 из 3'));
  });

  it('previous and next are labelled buttons', async () => {
    await openFirst();
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'waiting-area' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'reception' })).toBeTruthy());
  });

  it('focus moves into the dialog, Escape closes it and focus returns to the thumbnail', async () => {
    const { thumb, dialog } = await openFirst();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(thumb));
  });

  it('the close button closes it too, and another thumbnail opens its own album', async () => {
    const { thumb } = await openFirst();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть просмотр' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(thumb));
    fireEvent.click(screen.getByRole('button', { name: 'Открыть фото: mri' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Диагностика');
    expect(dialog.textContent).toContain('Фото 1 из 1');
  });
});
