// SQLite's WAL checkpoints off the event loop (issue 13). By default SQLite checkpoints inside the COMMIT that takes
// the WAL past 1,000 pages: that commit copies ~4 MB into the database file and fsyncs it, on the only connection,
// while every sale waits (bench:sales: 81 of 461 commits over 2 ms, up to 12 ms). Here the connection never
// checkpoints (wal_autocheckpoint = 0); a worker thread with a connection of its own runs a PASSIVE checkpoint every
// SQLITE_CHECKPOINT_MS (default 200 ms; 0: SQLite's own, in the commit). PASSIVE never blocks the writer or the
// readers; the writer starts the WAL over once a checkpoint has caught up with it, as before.
//
// Durability is unchanged: the checkpointer runs with synchronous=FULL, so it fsyncs the WAL before copying frames
// out of it and the database file after; a frame reaches the database file only once it is durable in the WAL. If the
// worker stops, the connection goes back to SQLite's own checkpoints so the WAL cannot grow without end.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Sqlite from 'better-sqlite3';

/** The worker's code (CommonJS, evaluated): its own connection, a PASSIVE checkpoint on every tick. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const checkpoint = (report) => {
  try {
    const r = db.pragma('wal_checkpoint(PASSIVE)')[0];
    if (report) parentPort.postMessage({ busy: r.busy, log: r.log, checkpointed: r.checkpointed });
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
};
const timer = setInterval(() => checkpoint(false), workerData.everyMs);
parentPort.on('message', (m) => {
  if (m === 'report') checkpoint(true);
  else if (m === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
`;

export interface CheckpointResult {
  busy: number;
  /** Frames in the WAL. */
  log: number;
  /** Frames copied into the database file so far. */
  checkpointed: number;
}

export interface Checkpointer {
  /** Runs a checkpoint now; resolves with its result (tests). */
  checkpoint(): Promise<CheckpointResult>;
  close(): Promise<void>;
}

/** SQLITE_CHECKPOINT_MS: the worker's period; 0 leaves checkpoints to SQLite, in the commit. */
export function checkpointEveryMs(env: Record<string, string | undefined>): number {
  const v = env.SQLITE_CHECKPOINT_MS?.trim();
  return v && /^\d+$/.test(v) ? Number(v) : 200;
}

const AUTOCHECKPOINT_PAGES = 1000;

/** Starts the checkpointer of `file` (a database in WAL mode, opened by `sqlite`); undefined when turned off. */
export function startCheckpointer(
  sqlite: Sqlite.Database,
  file: string,
  everyMs: number,
  onError: (err: unknown) => void,
): Checkpointer | undefined {
  if (everyMs <= 0) return undefined;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  let closing = false;
  let stopped = false;
  const fallBack = (err: unknown) => {
    if (stopped) return;
    stopped = true;
    // The connection may already be closed when the process ends.
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    if (!closing) onError(err);
  };
  const waiting: { resolve: (r: CheckpointResult) => void; reject: (e: unknown) => void }[] = [];
  worker.on('message', (m: CheckpointResult & { error?: string }) => {
    const asked = m.error ? waiting.shift() : undefined;
    if (m.error) (asked ? asked.reject : onError)(new Error(`checkpoint: ${m.error}`));
    else waiting.shift()?.resolve(m);
  });
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`checkpointer stopped (${code})`)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    checkpoint: () =>
      new Promise<CheckpointResult>((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage('report');
      }),
    async close() {
      if (stopped) return;
      closing = true;
      worker.postMessage('close');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))]);
      clearTimeout(timer);
      if (!stopped) await worker.terminate();
    },
  };
}
