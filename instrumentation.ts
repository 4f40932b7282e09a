/**
 * Next calls register() once when a server process starts. It listens for tenant changes of
 * other instances (PostgreSQL NOTIFY) for the proxy's lookup cache. In the embedded setup the job
 * worker (mail delivery with retries) runs in this same process; a scaled deployment sets
 * JOBS_IN_PROCESS=false on its web instances and runs `npm run worker` apart.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Every web process hears of other instances' slug, domain and status changes (lib/tenants/tenant-changes.ts).
  // Not while `next build` prerenders (its workers must be free to exit).
  if (process.env.DATABASE_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startTenantChangeListener } = await import('./lib/tenants/tenant-changes');
    startTenantChangeListener();
  }
  if (process.env.JOBS_IN_PROCESS === 'false') return;
  // Imported here only: the edge and client bundles must never see pg-boss or nodemailer.
  const { startJobWorkerInBackground } = await import('./lib/server/job-queues');
  startJobWorkerInBackground();
}

/**
 * Next calls onRequestError for an error in a page, route or proxy. A page that failed
 * because PostgreSQL is unavailable tells the proxy so: it then answers the 503 page for
 * pages that cannot be rendered (lib/proxy/unavailable.ts) until PostgreSQL is back.
 */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { noteDatabaseError } = await import('./lib/db/availability');
  noteDatabaseError(error);
}
