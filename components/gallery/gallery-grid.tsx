'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useRef, useState } from 'react';
import { fillText, type GalleryAlbumView, type GalleryTexts } from './types';

// The viewer (a dialog) loads on the first click, or earlier when a thumbnail gets hover or focus.
const Lightbox = dynamic(() => import('./lightbox').then((m) => m.Lightbox), { ssr: false });
const preloadLightbox = () => void import('./lightbox');

const THUMB_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

type Opened = { album: number; photo: number };

/** Albums of thumbnails; each thumbnail is a button that opens the photo in the viewer. */
export function GalleryGrid({ albums, texts }: { albums: GalleryAlbumView[]; texts: GalleryTexts }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [wanted, setWanted] = useState(false);
  // Focus goes back to the thumbnail that opened the viewer.
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      {albums.map((album, albumIndex) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} className="flex flex-col gap-3">
          <h2 id={`album-${album.id}`} className="text-xl font-semibold">
            {album.title}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {album.photos.map((photo, photoIndex) => (
              <li key={photo.src}>
                <figure className="flex flex-col gap-1">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={fillText(texts.openPhoto, { caption: photo.caption })}
                    className="block overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-brand-700"
                    onPointerEnter={preloadLightbox}
                    onFocus={preloadLightbox}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setWanted(true);
                      setOpened({ album: albumIndex, photo: photoIndex });
                    }}
                  >
                    {photo.image ? (
                      <ResponsiveImage image={photo.image} alt="" sizes={THUMB_SIZES} className="h-auto w-full" />
                    ) : (
                      <Image src={photo.src} alt="" width={photo.width} height={photo.height} sizes={THUMB_SIZES} className="h-auto w-full" />
                    )}
                  </button>
                  <figcaption className="text-sm text-ink">{photo.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {wanted && (
        <Lightbox
          open={opened !== null}
          album={albums[opened?.album ?? 0]}
          index={opened?.photo ?? 0}
          texts={texts}
          onIndexChange={(photo) => setOpened((current) => (current ? { ...current, photo } : current))}
          onClose={() => setOpened(null)}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
