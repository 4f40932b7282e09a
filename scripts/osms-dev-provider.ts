/**
 * `npm run osms:dev`: the local OSMS status provider (lib/insurance/dev-provider.ts) on
 * 127.0.0.1:${OSMS_DEV_PROVIDER_PORT:-3910}, for development and the browser tests. Start the
 * site with the URL it prints in OSMS_PROVIDER_URL; with OSMS_PROVIDER_API_KEY set, both sides
 * use it. It answers by a rule on the IIN's digits (docs/osms-provider.md), never real data.
 */
import { startDevOsmsProvider } from '../lib/insurance/dev-provider';

async function main() {
  const port = Number(process.env.OSMS_DEV_PROVIDER_PORT ?? 3910);
  const apiKey = process.env.OSMS_PROVIDER_API_KEY?.trim() || null;
  const provider = await startDevOsmsProvider({ port, host: process.env.OSMS_DEV_PROVIDER_HOST ?? '127.0.0.1', apiKey });
  console.log(`[osms-dev] OSMS dev provider at ${provider.url}${apiKey ? ' (API key required)' : ''}`);
  console.log(`[osms-dev] start the site with: OSMS_PROVIDER_URL=${provider.url}${apiKey ? ' OSMS_PROVIDER_API_KEY=…' : ''} npm run dev`);
  const stop = () => {
    provider.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
