// Issue 6 point 3: security headers on the web app and the API; HSTS only over HTTPS; Swagger UI still served.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'comptoir-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>C</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
  t = await createTestApp({ WEB_DIST: dist, FRAME_ANCESTORS: 'https://portal.example.com', TRUST_PROXY: '10.5.5.5' });
});
afterAll(async () => {
  await t.close();
});

const csp = (h: Record<string, unknown>) => String(h['content-security-policy'] ?? '');

describe('security headers', () => {
  it('sends a CSP with our own scripts only, nosniff and a referrer policy on the web app, its assets and the API', async () => {
    for (const url of ['/', '/stores/12', '/assets/index-abc.js', '/api/health', '/api/unknown']) {
      const res = await t.call({ method: 'GET', url });
      const policy = csp(res.headers);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets only the app itself and the configured hosts frame it', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    expect(csp(res.headers)).toContain("frame-ancestors 'self' https://portal.example.com");
    // X-Frame-Options would refuse the configured host in browsers that read it first.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('sends HSTS only when the request came over HTTPS (from a trusted proxy)', async () => {
    const plain = await t.call({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.6.6.6',
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.5.5.5' });
    expect(tls.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('keeps serving Swagger UI and the OpenAPI document', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    for (const src of page.body.match(/src="[^"]+"/g) ?? []) {
      const url = new URL(src.slice(5, -1), 'http://x/api/docs/').pathname;
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(csp(page.headers)).toContain("script-src 'self'");
    const spec = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
  });
});
