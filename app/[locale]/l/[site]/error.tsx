'use client';

import { useEffect } from 'react';
import { ErrorBoundaryView } from '@/components/errors/error-boundary-view';

/** A failed render or route middleware shows the error page (SPEC 8): 500, or the network variant. */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorBoundaryView error={error} />;
}
