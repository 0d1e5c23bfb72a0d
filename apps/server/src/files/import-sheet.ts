// The one reader of every spreadsheet import (clients, products): the file is read in a worker thread, so the event
// loop keeps answering while it is parsed, with bounds that hold whatever the file claims (issue 22):
// - at most IMPORT_UNCOMPRESSED_MAX_BYTES uncompressed, declared (the zip's central directory) and actually inflated;
// - reading stops at the first row past the import's limit;
// - the worker's heap is capped, and at most IMPORT_PARSERS_MAX files are read at once (the others wait their turn).
// Any of these answers 422 on `file`, with nothing written. The worker's code is `readFirstSheet`'s own source,
// evaluated like the SQLite checkpointer's (db/checkpointer.ts): the same from the sources (tests) and the bundle.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { invalid } from '../lib/app-error';
import { readFirstSheet, type ReaderInput, type ReaderOutcome, type SheetRow } from './sheet-reader';

export type { CellValue, SheetRow } from './sheet-reader';

/** Uncompressed bytes an import may hold (a 5,000-row sheet is a few MB). */
export const IMPORT_UNCOMPRESSED_MAX_BYTES = 50 * 1024 * 1024;
/** Files read at once. */
export const IMPORT_PARSERS_MAX = 2;
/** A read taking longer than this is stopped (a sound file within the bounds takes well under a second). */
export const IMPORT_PARSE_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 256;
/**
 * The reader's thread yields the CPU to the server's (and the database's) when they compete: on Linux a nice value
 * is a thread's own, so the worker lowers its own priority, nobody else's. Elsewhere it would be the whole process's:
 * left alone there.
 */
const WORKER_NICE = process.platform === 'linux' ? 10 : 0;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice) {
  try {
    require('node:os').setPriority(workerData.nice);
  } catch {}
}
const libs = {
  zlib: require('node:zlib'),
  StringDecoder: require('node:string_decoder').StringDecoder,
  SaxesParser: require(workerData.saxes).SaxesParser,
};
const readFirstSheet = ${readFirstSheet.toString()};
readFirstSheet(workerData.input, libs).then(
  (outcome) => parentPort.postMessage(outcome),
  (err) => parentPort.postMessage({ problem: 'invalid', detail: String((err && err.stack) || err) }),
);
`;

let saxesPath: string | undefined;

/** Reads the file in a new worker; resolves with its outcome, or a problem when the worker dies or takes too long. */
function readInWorker(input: ReaderInput): Promise<ReaderOutcome> {
  saxesPath ??= createRequire(import.meta.url).resolve('saxes');
  // The worker gets its own copy of the file (moved, not copied again).
  const data = new Uint8Array(input.data);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      // Not the parent's flags: under --input-type=module, the code would be evaluated as a module, without require.
      execArgv: [],
      workerData: { input: { ...input, data }, saxes: saxesPath, nice: WORKER_NICE },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const done = (outcome: ReaderOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(() => done({ problem: 'too_large', detail: 'timed out' }), IMPORT_PARSE_TIMEOUT_MS);
    worker.once('message', done);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is a file too large to read; anything else, one it could not read.
    worker.once('error', (err: Error & { code?: string }) =>
      done({ problem: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'invalid', detail: String(err.stack ?? err) }),
    );
    worker.once('exit', (code) => done({ problem: 'invalid', detail: `reader stopped (${code})` }));
  });
}

let running = 0;
/** Files being read now (tests time other requests while one is). */
export const sheetsBeingRead = (): number => running;

const queue: (() => void)[] = [];

/** Runs `task` when fewer than IMPORT_PARSERS_MAX are running; a finished task hands its place to the next waiting. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running < IMPORT_PARSERS_MAX) running++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await task();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export interface ImportSheetOptions {
  /** The import's limit of rows after the header. */
  maxRows: number;
  /** The import's message for a file that is not an .xlsx it can read. */
  notXlsx: string;
}

/**
 * The first worksheet's rows that hold a value (row 1 is the header), or null when the workbook has no worksheet.
 * Throws 422 on `file`: the import's `notXlsx`, `import_too_large`, or `import_too_many_rows`.
 */
export async function readImportSheet(data: Buffer, options: ImportSheetOptions): Promise<SheetRow[] | null> {
  const outcome = await inTurn(() => readInWorker({ data, maxRows: options.maxRows, maxBytes: IMPORT_UNCOMPRESSED_MAX_BYTES }));
  if ('rows' in outcome) return outcome.rows;
  const message = { invalid: options.notXlsx, too_large: 'import_too_large', too_many_rows: 'import_too_many_rows' }[outcome.problem];
  throw invalid([{ field: 'file', message }]);
}

/** Rows checked between two turns of the event loop: checking 5,000 rows at once holds it ~70 ms. */
const ROWS_PER_TURN = 250;

/** Runs `check` on each row, letting other requests through every ROWS_PER_TURN rows. */
export async function eachRowInTurns<T>(rows: readonly T[], check: (row: T, index: number) => void): Promise<void> {
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    check(rows[i], i);
  }
}

/**
 * A turn of the event loop once `everyMs` of work has passed, for a long loop of writes: better-sqlite3 answers at
 * once, so every `await` of a query resolves in the same turn and 5,000 products written in a row held every other
 * request for the whole import (~1.2 s on a quiet machine, 18 s under load).
 */
export function turnEvery(everyMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
