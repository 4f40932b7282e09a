'use client';

import { useEffect, useRef } from 'react';

/**
 * On a phone the account area's sections are one row that scrolls sideways (profile-nav.tsx):
 * the active one is scrolled into the row's view, centred where it can be, so the visitor sees
 * where they are (issue 28). Only the row scrolls, never the page. Renders nothing visible.
 */
export function ActiveSectionIntoView() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const row = marker.current?.closest('nav');
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, []);
  return <span ref={marker} hidden />;
}
