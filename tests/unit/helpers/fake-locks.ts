/** A navigator.locks stand-in for the outbox's tests: one holder at a time, in the order asked. */
export function fakeLocks(): Pick<LockManager, 'request'> {
  let tail = Promise.resolve();
  return {
    request: ((_name: string, _opts: unknown, fn: () => Promise<void>) => {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}
