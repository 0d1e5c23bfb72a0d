// The built web app: SPA fallback for any non-API path, long cache for hashed assets, compression.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Comptoir</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("comptoir");'.repeat(200));
  t = await createTestApp({ WEB_DIST: dist, PRODUCT_NAME: 'Clinique </script> Atlas', VARIANT: 'clinic' });
});
afterAll(async () => {
  await t.close();
});

describe('web app', () => {
  it('serves index.html, uncached, for app paths such as /loyalty/clients', async () => {
    const res = await t.call({ method: 'GET', url: '/loyalty/clients?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('gives the page the configured white label (product name, variant), safely escaped', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="comptoir:product-name" content="Clinique &lt;/script&gt; Atlas">');
    expect(res.body).toContain('<meta name="comptoir:variant" content="clinic">');
    expect(res.body).not.toContain('Clinique </script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
  });

  it('serves hashed assets cached for a year and compressed', async () => {
    const res = await t.call({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps API 404s as JSON ROUTE_NOT_FOUND', async () => {
    const res = await t.call({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
