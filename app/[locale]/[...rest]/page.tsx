import { notFound } from 'next/navigation';

/** Any platform path without a page is the 404 of SPEC 8. */
export default function CatchAll() {
  notFound();
}
