// Issue 6 point 6: the stored type comes from the bytes (a short whitelist); orphan files on disk are swept.
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/database';
import { insertFile } from '../../src/modules/files/files.repository';
import { defaultStorage, sweepOrphans } from '../../src/modules/files/files.service';
import { signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(filename: string, mime: string, content: Buffer | string) {
  const boundary = `----h${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const upload = (token: string, filename: string, mime: string, content: Buffer | string) =>
  t.call({ method: 'POST', url: '/api/File?folder=products', token, lang: 'en', ...multipart(filename, mime, content) });

describe('uploaded file types', () => {
  it('refuses HTML or SVG whatever the client calls it', async () => {
    const s = await signedIn(t);
    for (const [name, mime, body] of [
      ['logo.png', 'image/png', '<html><script>alert(1)</script></html>'],
      ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['page.pdf', 'application/pdf', '<!doctype html><p>hi'],
    ] as const) {
      const res = await upload(s.token, name, mime, body);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'file', message: 'File type not accepted' }]);
    }
  });

  it('stores the type read from the bytes, not the one declared', async () => {
    const s = await signedIn(t);
    const res = await upload(s.token, 'photo.html', 'text/html', PNG);
    expect(res.statusCode).toBe(200);
    const got = await t.call({ method: 'GET', url: `/api/File/${res.json().data}`, token: s.token });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['file-extension']).toBe('png');
    const csv = await upload(s.token, 'clients.csv', 'application/octet-stream', 'name;tel\nNora;0600\n');
    expect(csv.statusCode).toBe(200);
    const meta = await t.call({ method: 'GET', url: `/api/File?listId=${csv.json().data}`, token: s.token });
    expect(meta.json()[0].mime).toBe('text/csv');
  });

  it('serves a stored file of another type as an octet-stream attachment', async () => {
    const s = await signedIn(t);
    const storage = defaultStorage(t.deps);
    const key = `${s.entrepriseId}/products/legacy.html`;
    await storage.put(key, Buffer.from('<script>alert(1)</script>'));
    const id = await insertFile(t.deps.database.db, {
      entrepriseId: s.entrepriseId,
      name: 'legacy.html',
      extension: 'html',
      size: 25,
      mime: 'text/html',
      folder: 'products',
      path: key,
      now: nowIso(),
    });
    const got = await t.call({ method: 'GET', url: `/api/File/${id}`, token: s.token });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('orphan files', () => {
  it('removes files whose row never committed once they are old enough, and keeps the others', async () => {
    const s = await signedIn(t);
    const storage = defaultStorage(t.deps);
    const root = path.join(t.deps.config.dataDir, 'files');
    const old = (key: string) => {
      const when = new Date(Date.now() - 3_600_000);
      utimesSync(path.join(root, key), when, when);
    };
    const orphan = `${s.entrepriseId}/products/crashed.png`;
    const fresh = `${s.entrepriseId}/products/in-flight.png`;
    await storage.put(orphan, PNG);
    await storage.put(fresh, PNG);
    old(orphan);
    const kept = await upload(s.token, 'kept.png', 'image/png', PNG);
    const keptKey = (
      await t.deps.database.db.selectFrom('files').select('path').where('id', '=', kept.json().data).executeTakeFirstOrThrow()
    ).path;
    old(keptKey);
    const removed = await sweepOrphans(t.deps.database, storage);
    expect(removed).toContain(orphan);
    expect(removed).not.toContain(keptKey);
    expect(existsSync(path.join(root, orphan))).toBe(false);
    expect(existsSync(path.join(root, fresh))).toBe(true);
    expect(existsSync(path.join(root, keptKey))).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/File/${kept.json().data}`, token: s.token })).statusCode).toBe(200);
  });
});
