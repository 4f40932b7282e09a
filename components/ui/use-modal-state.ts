'use client';

import { useEffect, useState } from 'react';
import { MODAL_ANIMATION_MS } from '@/lib/ui/constants';

/** SPEC 4: a modal goes hidden -> entering -> entered -> leaving -> left (and may enter again). */
export type ModalState = 'hidden' | 'entering' | 'entered' | 'leaving' | 'left';

/** Whether the dialog is in the DOM: also while it animates out. */
export function isModalMounted(state: ModalState): boolean {
  return state === 'entering' || state === 'entered' || state === 'leaving';
}

/**
 * The modal state machine, paced by the SPEC 9 animation time (100 ms). A timer, not
 * `animationend`, ends each phase, so the order holds with reduced motion and in tests.
 */
export function useModalState(open: boolean): ModalState {
  const [state, setState] = useState<ModalState>(open ? 'entering' : 'hidden');
  const [wasOpen, setWasOpen] = useState(open);

  // React's "adjust state when a prop changes" pattern: no extra render with a stale state.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState('entering');
    else if (isModalMounted(state)) setState('leaving');
  }

  useEffect(() => {
    if (state !== 'entering' && state !== 'leaving') return;
    // Only if the phase is still the one this timer ends: closed during the entrance, a late
    // "entered" would otherwise reopen the dialog over the leaving phase.
    const next = state === 'entering' ? 'entered' : 'left';
    const timer = setTimeout(() => setState((current) => (current === state ? next : current)), MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return state;
}
