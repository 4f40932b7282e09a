'use client';

import { useState } from 'react';
import { OpenSignIn, type SignInPageLinkTexts } from '@/components/profile/open-sign-in';
import { proPathOf } from './pro-sections';

/**
 * pro-protect with JavaScript: beside the sign-in page's form, the dialog's other ways in, and
 * back to the page asked for, with an invitation's query (/pro/join?company=DEMO&cabinet=1),
 * which the server's return address (the path alone) does not carry.
 */
export function ProOpenSignIn({ returnTo, texts }: { returnTo: string; texts: SignInPageLinkTexts }) {
  const [target] = useState(() => (typeof window === 'undefined' ? returnTo : (proPathOf(window.location.pathname + window.location.search) ?? returnTo)));
  return <OpenSignIn returnTo={target} texts={texts} />;
}
