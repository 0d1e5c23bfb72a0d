// The server's output: one line per request (method, path, status, time), JSON in production and a readable line in
// development; an unexpected error is logged once, by the error handler, with its stack.
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'status', 'ms', 'v']);

/** A pino JSON line as one readable line: '12:03:04 INFO  GET /api/Magasins 200 12 ms  #req-1'. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const head =
    entry.method && entry.url
      ? `${String(entry.method)} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms`
      : String(entry.msg ?? '');
  const rest = Object.entries(entry)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => {
      if (k === 'err' && v && typeof v === 'object' && 'stack' in v) return `\n${String((v as { stack: unknown }).stack)}`;
      return ` ${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join('');
  const id = entry.reqId ? `  #${String(entry.reqId)}` : '';
  return `${time} ${level} ${head}${rest}${id}`;
}

function readableStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) out.write(`${readableLine(line)}\n`);
      done();
    },
  });
}

/** Fastify's logger options: JSON lines in production (and tests), readable lines in development. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: ['req.headers.authorization'] };
  return config.nodeEnv === 'development' ? { ...base, stream: readableStream() } : base;
}

/** One line per answered request (Fastify's own two lines per request are turned off by its LogController). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // Info even for a 500: the error itself is logged once, with its stack, by the error handler.
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
}
