/**
 * Next calls register() once when a server process starts. In the embedded setup the job
 * worker (mail delivery with retries) runs in this same process; a scaled deployment sets
 * JOBS_IN_PROCESS=false on its web instances and runs `npm run worker` apart.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_IN_PROCESS === 'false') return;
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
