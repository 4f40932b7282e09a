import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueDepth } from '@/lib/jobs/depth';
import { logger } from '@/lib/log';
import type { RouteKind } from './route-kind';

/**
 * The Prometheus metrics of one web instance, served by the front door at `GET /metrics`
 * (deploy/README.md, "Health, metrics, logs, shutdown"):
 *
 *   http_requests_total{kind,status}                counter, every answer the door gave
 *   http_request_duration_seconds{kind}             histogram, from the request to the answer's last byte
 *   http_requests_in_flight                         gauge
 *   http_cache_responses_total{kind,cache}          counter, Next's page cache verdict on the answer
 *                                                   (x-nextjs-cache: hit, stale, miss, revalidated)
 *   jobs_queue_depth{queue,state}                   gauge, pg-boss jobs queued / deferred / active, read on scrape
 *   jobs_queue_depth_errors_total                   counter, scrapes whose queue read failed or timed out
 *   process_*, nodejs_*                             prom-client's default process metrics
 *
 * Labels are route kinds (lib/server/route-kind.ts), never paths: a few series per instance.
 */
export type Metrics = {
  registry: Registry;
  /** One finished (or abandoned) answer. */
  observe(kind: RouteKind, status: number, seconds: number, cache: string | undefined): void;
  inFlight: Gauge;
};

export type MetricsOptions = {
  /** The queue depths, read on every scrape (the door passes a query on its pool). */
  queueDepths?: () => Promise<QueueDepth[]>;
  /** How long a scrape waits for them (default 1000 ms); past it the gauge is left empty for that scrape. */
  queueTimeoutMs?: number;
  /** prom-client's process metrics (default true). */
  processMetrics?: boolean;
};

const CACHE_VERDICTS = new Set(['hit', 'stale', 'miss', 'revalidated']);

export function createMetrics({ queueDepths, queueTimeoutMs = 1000, processMetrics = true }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Answers of the front door by route kind and status', labelNames: ['kind', 'status'] as const, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by route kind',
    labelNames: ['kind'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({ name: 'http_cache_responses_total', help: "Answers by Next's page cache verdict (x-nextjs-cache)", labelNames: ['kind', 'cache'] as const, registers: [registry] });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests the front door is answering now', registers: [registry] });
  let queueRead: Promise<void> | undefined;
  if (queueDepths) {
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs in pg-boss by queue and state (queued: ready to run; deferred: waiting for their time; active: running)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      collect() {
        queueRead = readInto(this);
        return queueRead;
      },
    });
    const readInto = async (gauge: Gauge<'queue' | 'state'>) => {
      gauge.reset();
      let timer: NodeJS.Timeout | undefined;
      try {
        const depths = await Promise.race([
          queueDepths(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${queueTimeoutMs} ms`)), queueTimeoutMs);
          }),
        ]);
        for (const depth of depths) {
          gauge.set({ queue: depth.queue, state: 'queued' }, depth.queued);
          gauge.set({ queue: depth.queue, state: 'deferred' }, depth.deferred);
          gauge.set({ queue: depth.queue, state: 'active' }, depth.active);
        }
      } catch (error) {
        queueErrors.inc();
        logger.warn({ err: error }, 'metrics: could not read the job queues');
      } finally {
        clearTimeout(timer);
      }
    };
  }
  // A scrape reads all metrics at once: the counter waits for this scrape's queue read, so its failure shows in the same scrape.
  const queueErrors = new Counter({
    name: 'jobs_queue_depth_errors_total',
    help: 'Scrapes whose read of the job queues failed or timed out',
    registers: [registry],
    async collect() {
      await queueRead;
    },
  });
  return {
    registry,
    inFlight,
    observe(kind, status, seconds, verdict) {
      requests.inc({ kind, status: String(status) });
      duration.observe({ kind }, seconds);
      const value = verdict?.toLowerCase();
      if (value && CACHE_VERDICTS.has(value)) cache.inc({ kind, cache: value });
    },
  };
}
