/**
 * Reads until `done` holds or `timeoutMs` has passed, and answers the last reading (the caller's
 * expectation then says what was missing). Tests wait for the state they need, never for a time:
 * the job worker delivers mail and runs its queues in its own time, slower on a busy machine.
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
