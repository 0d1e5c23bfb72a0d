// The server's output (issue 7): one line per request, JSON in production, readable in development, an error once.
import net from 'node:net';
import { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandler } from './error-handler';
import { loggerOptions, readableLine, registerRequestLog } from './request-log';

async function appWithLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _e, done) {
      for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
  app.decorateRequest('locale', 'en');
  registerRequestLog(app);
  registerErrorHandler(app);
  await app.register(multipart);
  app.get('/ok', async () => ({ ok: true }));
  app.post('/upload', async (request) => ({ size: (await (await request.file())!.toBuffer()).length }));
  app.get('/stream-broke', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const { app, lines } = await appWithLines();
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/missing' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/ok', status: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(lines[1]).toMatchObject({ url: '/missing', status: 404 });
    await app.close();
  });

  it('logs an unexpected error once, with its stack, beside the request line', async () => {
    const { app, lines } = await appWithLines();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => Number(l.level) >= 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('kaput');
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(1);
    await app.close();
  });

  it('is JSON in production and readable in development', () => {
    const prod = loggerOptions(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/comptoir-log-test', SECRET: 'x'.repeat(32) }));
    expect(prod).not.toHaveProperty('stream');
    const dev = loggerOptions(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/comptoir-log-test', SECRET: 'x'.repeat(32) }));
    expect(dev).toHaveProperty('stream');
    const line = readableLine(
      JSON.stringify({ level: 30, time: Date.now(), reqId: 'r1', method: 'GET', url: '/api/x', status: 200, ms: 3, msg: 'request' }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/x 200 3 ms {2}#r1$/);
  });

  it('logs a browser aborting an upload as one info line, without an ERROR or a stack', async () => {
    const { app, lines } = await appWithLines();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    // Half a multipart upload, then the socket closes (a tab closed, a fetch aborted).
    const head = 'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 100000\r\n\r\n';
    const part = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head + part);
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => lines.some((l) => l.msg === 'request aborted by the client'), { timeout: 3000 }).toBe(true);
    expect(lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('stack');
    await app.close();
  });

  it('still logs a stream error as an ERROR while the client is there', async () => {
    const { app, lines } = await appWithLines();
    const res = await app.inject({ method: 'GET', url: '/stream-broke' });
    expect(res.statusCode).toBe(500);
    expect(lines.filter((l) => Number(l.level) >= 50)).toHaveLength(1);
    await app.close();
  });
});
