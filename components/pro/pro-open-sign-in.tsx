'use client';

import { useState } from 'react';
import { OpenSignIn } from '@/components/profile/open-sign-in';
import { proPathOf } from './pro-sections';

/**
 * pro-protect with JavaScript: the sign-in dialog over the sign-in page, and back to the page
 * asked for, with an invitation's query (/pro/join?company=DEMO&cabinet=1), which the server's
 * return address (the path alone) does not carry.
 */
export function ProOpenSignIn({ returnTo }: { returnTo: string }) {
  const [target] = useState(() => (typeof window === 'undefined' ? returnTo : (proPathOf(window.location.pathname + window.location.search) ?? returnTo)));
  return <OpenSignIn returnTo={target} />;
}
