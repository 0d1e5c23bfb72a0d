// Response compression. Answers held in memory (JSON, text, the index page) are compressed here in one call, at a low
// level: brotli quality 1 or gzip level 1 cost 10–30 µs for a 1–20 KB answer, where @fastify/compress piped every
// answer through a zlib stream at gzip level 6 / brotli quality 4 (half a millisecond per request with the streams'
// machinery, more than the SQL of a search). Small answers (under THRESHOLD) go as they are: they fit in the first
// TCP packets anyway. Streams (the web app's files) are still compressed by @fastify/compress (registered in app.ts
// with an unreachable threshold, so it leaves the in-memory answers to this hook).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
/** Above this size the compression runs on the thread pool instead of the event loop. */
const SYNC_LIMIT = 256 * 1024;
/** The same types @fastify/compress compresses: text, JSON, XML (not event streams). */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with from an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one; * stands
 * for every encoding the header does not name). */
export function negotiate(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const named = new Map<string, boolean>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    named.set(name === 'x-gzip' ? 'gzip' : name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const any = named.get('*') ?? false;
  const accepts = (e: Encoding) => named.get(e) ?? any;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

function brotliOptions(size: number): zlib.BrotliOptions {
  const C = zlib.constants;
  return {
    params: {
      [C.BROTLI_PARAM_QUALITY]: 1,
      [C.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the answer: less memory to set up per call (10–24 bits).
      [C.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(10, Math.ceil(Math.log2(size + 1)))),
    },
  };
}
const GZIP: zlib.ZlibOptions = { level: 1 };
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_LIMIT) {
    return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, GZIP);
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, GZIP);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
}

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESSION_THRESHOLD) return payload;
  const current = reply.getHeader('content-encoding');
  if (current !== undefined && current !== 'identity') return payload;
  const type = reply.getHeader('content-type');
  if (!COMPRESSIBLE.test(type === undefined ? 'application/json' : String(type))) return payload;
  if (request.headers['x-no-compression'] !== undefined) return payload;
  addVary(reply);
  const encoding = negotiate(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = await compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}

/** Registers the hook; call before the routes so it applies to all of them. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', onSend);
}
