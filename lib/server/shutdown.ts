import type { DrainOptions } from './graceful';

export type Stoppable = {
  /** Drains; true when everything in flight finished in time. */
  close(options?: DrainOptions): Promise<boolean>;
};

export type SignalOptions = DrainOptions & {
  /** What to stop once the door has drained (the in-process job worker, the database pool); it may take up to `timeoutMs` more. */
  then?: () => Promise<void>;
  say?: (message: string) => void;
};

/**
 * SIGTERM or SIGINT: drain the door (lib/server/graceful.ts), then stop what the requests used
 * (`then`), then exit 0; exit 1 when something had to be cut off after `timeoutMs` or failed. A second signal
 * changes nothing; a backstop exits 1 if draining itself hangs.
 */
export function drainOnSignals(door: Stoppable, options: SignalOptions = {}): void {
  const { then: after, say = () => {}, ...drain } = options;
  const timeoutMs = drain.timeoutMs ?? 10_000;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: draining (no new connections after ${drain.delayMs ?? 0} ms; requests in flight get up to ${timeoutMs} ms)`);
    setTimeout(() => {
      say('shutdown did not finish in time: exiting');
      process.exit(1);
    }, (drain.delayMs ?? 0) + 2 * timeoutMs + 5_000).unref();
    door
      .close(drain)
      .then(async (finished) => {
        await after?.();
        say(finished ? 'drained: every request in flight was answered' : 'requests still running were cut off');
        process.exit(finished ? 0 : 1);
      })
      .catch((error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
