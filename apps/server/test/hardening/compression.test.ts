// Response compression (http/compression.ts): large JSON answers compressed with what the client accepts (brotli, else
// gzip), small ones sent as they are, Vary on everything compressible, the web app's files still compressed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiate } from '../../src/http/compression';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Article ${i}`, price: i * 1.5 })) };
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>C</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  t = await createTestApp({ WEB_DIST: dist }, (app) => {
    app.get('/api/test-big', { config: { public: true } }, async () => big);
    app.get('/api/test-small', { config: { public: true } }, async () => ({ ok: true }));
    app.get('/api/test-binary', { config: { public: true } }, async (_req, reply) =>
      reply.type('application/vnd.sqlite3').send(Buffer.alloc(4096, 7)),
    );
    app.get('/api/test-vary', { config: { public: true } }, async (_req, reply) => reply.header('vary', 'x-language').send(big));
  });
});
afterAll(async () => {
  await t.close();
});

describe('response compression', () => {
  it('compresses a large JSON answer with brotli when accepted, else gzip, and it decodes to the same JSON', async () => {
    const br = await t.call({ method: 'GET', url: '/api/test-big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await t.call({ method: 'GET', url: '/api/test-big', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('sends it as it is without an accepted encoding, with x-no-compression, and when the answer is small', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip', 'x-no-compression': '1' }]) {
      const res = await t.call({ method: 'GET', url: '/api/test-big', headers });
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.json()).toEqual(big);
    }
    const small = await t.call({ method: 'GET', url: '/api/test-small', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('leaves binary types alone and keeps a route own Vary', async () => {
    const bin = await t.call({ method: 'GET', url: '/api/test-binary', headers: { 'accept-encoding': 'gzip, br' } });
    expect(bin.headers['content-encoding']).toBeUndefined();
    expect(bin.rawPayload.length).toBe(4096);
    const vary = await t.call({ method: 'GET', url: '/api/test-vary', headers: { 'accept-encoding': 'gzip' } });
    expect(vary.headers.vary).toBe('x-language, accept-encoding');
  });

  it('still compresses the web app: its page and its files (streams)', async () => {
    const page = await t.call({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<p>x</p>');
    const file = await t.call({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(file.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(file.rawPayload).toString()).toContain('console.log');
  });

  it('errors are compressed like any answer and keep their body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Magasins', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('negotiates: q=0 refuses an encoding, * accepts brotli', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiate('br;q=0, *')).toBe('gzip');
    expect(negotiate('*;q=0, identity')).toBeUndefined();
    expect(negotiate('*')).toBe('br');
    expect(negotiate('deflate')).toBeUndefined();
    expect(negotiate('GZIP')).toBe('gzip');
    expect(negotiate(undefined)).toBeUndefined();
  });
});
