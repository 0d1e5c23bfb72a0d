// The server's periodic jobs (housekeeping, orphan files, membership renewals): each runs when the app is ready
// (awaited, in the background, or not at all: `first`), then every `everyMs`, never twice at once in one instance,
// stops with the app; what it reports is logged, a failure logged and tried again on the next round.
import type { FastifyInstance } from 'fastify';

/** A job answers what to log (an object), or nothing when there was nothing to do. */
export type PeriodicJob = () => Promise<object | null | undefined | false | 0>;

export function periodic(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: PeriodicJob,
  first: 'await' | 'background' | 'skip' = 'background',
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await job();
      if (report) app.log.info(report, name);
    } catch (err) {
      app.log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (first === 'await') await run();
    else if (first === 'background') void run();
    timer = setInterval(() => void run(), everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
