// The server's output (issue 7): one line per request, JSON in production, readable in development, an error once.
import { Writable } from 'node:stream';
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
  app.get('/ok', async () => ({ ok: true }));
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
});
