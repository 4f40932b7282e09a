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
