import type { ReactNode } from 'react';

/** The booking page marks itself: the phone's call bar (components/site/call-bar.tsx) is not shown over its own form. */
export default function BookingLayout({ children }: { children: ReactNode }) {
  return <div data-booking-page>{children}</div>;
}
