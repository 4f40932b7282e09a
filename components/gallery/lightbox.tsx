'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Image from 'next/image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { KeyboardEvent, RefObject } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { fillText, type GalleryAlbumView, type GalleryTexts } from './types';

type Props = {
  open: boolean;
  album: GalleryAlbumView;
  index: number;
  texts: GalleryTexts;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

const NAV_BUTTON = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-medium text-brand-800 hover:bg-brand-50';

/**
 * The photo viewer: a modal dialog (focus trapped inside, Escape closes it, focus goes back
 * to the thumbnail), ← and → step through the album, wrapping at either end.
 */
export function Lightbox({ open, album, index, texts, onIndexChange, onClose, returnFocusTo }: Props) {
  const total = album.photos.length;
  const photo = album.photos[Math.min(index, total - 1)];
  const step = (delta: number) => onIndexChange((index + delta + total) % total);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to its own trigger; ours is the thumbnail that opened the viewer.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-1rem)] w-[min(64rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-auto rounded-xl bg-white p-4 shadow-xl"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{album.title}</Dialog.Title>
            <Tooltip content={texts.close} placement="bottom-end">
              <Dialog.Close aria-label={texts.close} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-2xl leading-none text-ink hover:bg-slate-100">
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </Tooltip>
          </div>
          <figure className="flex flex-col items-center gap-2">
            {photo.image ? (
              <ResponsiveImage key={photo.src} image={photo.image} alt={photo.caption} sizes="(min-width: 1024px) 64rem, 100vw" priority className="h-auto max-h-[65vh] w-auto max-w-full rounded-lg" />
            ) : (
              <Image
                key={photo.src}
                src={photo.src}
                alt={photo.caption}
                width={photo.width}
                height={photo.height}
                sizes="(min-width: 1024px) 64rem, 100vw"
                className="h-auto max-h-[65vh] w-auto max-w-full rounded-lg"
              />
            )}
            <figcaption className="text-center">
              <Dialog.Description className="text-ink">{photo.caption}</Dialog.Description>
              <p className="text-sm text-muted" aria-live="polite" data-counter>
                {fillText(texts.counter, { current: index + 1, total })}
              </p>
            </figcaption>
          </figure>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tooltip content={texts.previous}>
              <button type="button" className={NAV_BUTTON} aria-label={texts.previous} onClick={() => step(-1)} disabled={total < 2}>
                <span aria-hidden="true">←</span>
              </button>
            </Tooltip>
            <p className="hidden text-sm text-muted sm:block">{texts.hint}</p>
            <Tooltip content={texts.next}>
              <button type="button" className={NAV_BUTTON} aria-label={texts.next} onClick={() => step(1)} disabled={total < 2}>
                <span aria-hidden="true">→</span>
              </button>
            </Tooltip>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
