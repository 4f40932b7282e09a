import { JOBS_SCHEMA } from './boss';

/** How many jobs a queue holds: ready to run, waiting for their time (startAfter, a retry's delay), running. */
export type QueueDepth = { queue: string; queued: number; deferred: number; active: number };

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Every queue pg-boss knows (its queue table), with its jobs counted by state, in one query.
 * Finished jobs are not read (`state <= 'active'`, pg-boss's enum order). No queue table yet
 * (pg-boss never started on this database) reads as no queues.
 */
export async function readQueueDepths(query: Query): Promise<QueueDepth[]> {
  try {
    const { rows } = await query(`
      SELECT q.name AS queue,
             count(j.id) FILTER (WHERE j.state < 'active' AND j.start_after <= now()) AS queued,
             count(j.id) FILTER (WHERE j.state < 'active' AND j.start_after > now()) AS deferred,
             count(j.id) FILTER (WHERE j.state = 'active') AS active
      FROM ${JOBS_SCHEMA}.queue q
      LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = q.name AND j.state <= 'active'
      GROUP BY q.name
      ORDER BY q.name`);
    return rows.map((row) => ({ queue: String(row.queue), queued: Number(row.queued), deferred: Number(row.deferred), active: Number(row.active) }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return [];
    throw error;
  }
}
