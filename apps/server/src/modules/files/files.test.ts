import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@comptoir/shared';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Part = { field: string; filename?: string; mime?: string; content: Buffer | string };
function multipart(parts: Part[]) {
  const boundary = `----comptoir${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename ? `form-data; name="${p.field}"; filename="${p.filename}"` : `form-data; name="${p.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.mime ? `Content-Type: ${p.mime}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const upload = (
  token: string | undefined,
  query = '',
  parts: Part[] = [{ field: 'file', filename: 'logo.png', mime: 'image/png', content: PNG }],
  lang?: string,
) => t.call({ method: 'POST', url: `/api/File${query}`, token, lang, ...multipart(parts) });

describe('POST /api/File', () => {
  it('stores the file and answers its id; GET /File/{id} gives the body with file-* headers', async () => {
    const s = await signedIn(t);
    const res = await upload(s.token, '?folder=products');
    expect(res.statusCode).toBe(200);
    const id = res.json().data as number;
    expect(id).toBeGreaterThan(0);
    const got = await t.call({ method: 'GET', url: `/api/File/${id}`, token: s.token });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['file-extension']).toBe('png');
    expect(got.headers['file-size']).toBe(String(PNG.length));
    expect(got.headers['file-name']).toBe('logo.png');
    const meta = await t.call({ method: 'GET', url: `/api/File?listId=${id},0`, token: s.token });
    expect(meta.json()).toEqual([
      { id, name: 'logo.png', extension: 'png', size: PNG.length, mime: 'image/png', folder: 'products', created_at: expect.any(String) },
    ]);
  });

  it("files go to folder 'unknown' by default, and names keep their accents (encoded in the header)", async () => {
    const s = await signedIn(t);
    const res = await upload(s.token, '', [{ field: 'file', filename: 'reçu été.pdf', mime: 'application/pdf', content: '%PDF-1.4' }]);
    const id = res.json().data;
    const meta = (await t.call({ method: 'GET', url: `/api/File?listId=${id}`, token: s.token })).json();
    expect(meta[0]).toMatchObject({ folder: 'unknown', name: 'reçu été.pdf', extension: 'pdf' });
    const got = await t.call({ method: 'GET', url: `/api/File/${id}`, token: s.token });
    expect(decodeURIComponent(String(got.headers['file-name']))).toBe('reçu été.pdf');
  });

  it("refuses a file over the limit with 413 'File size limit exceeded'", async () => {
    const s = await signedIn(t);
    const big = Buffer.alloc(UPLOAD_LIMIT_BYTES + 1024, 1);
    const res = await upload(s.token, '', [{ field: 'file', filename: 'big.jpg', mime: 'image/jpeg', content: big }], 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File size limit exceeded' });
    const fr = await upload(s.token, '', [{ field: 'file', filename: 'big.jpg', mime: 'image/jpeg', content: big }]);
    expect(fr.json().message).toBe('Limite de taille de fichier dépassée');
    expect(await t.deps.database.db.selectFrom('files').select('id').where('entreprise_id', '=', s.entrepriseId).execute()).toEqual([]);
  });

  it('answers 422 without a file, with an empty file, or with a bad folder', async () => {
    const s = await signedIn(t);
    const none = await upload(s.token, '', [{ field: 'other', content: 'x' }], 'en');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: 'file', message: 'A file is required' }]);
    const json = await t.call({ method: 'POST', url: '/api/File', token: s.token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    const empty = await upload(s.token, '', [{ field: 'file', filename: 'e.png', mime: 'image/png', content: '' }]);
    expect(empty.statusCode).toBe(422);
    const folder = await upload(s.token, '?folder=../etc');
    expect(folder.statusCode).toBe(422);
    expect(folder.json().errors[0].field).toBe('folder');
  });

  it('needs a sign-in', async () => {
    expect((await upload(undefined)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/File/1' })).statusCode).toBe(401);
  });
});

describe('company scope of files', () => {
  it("answers 404 for another company's file and leaves it out of lists", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const idB = (await upload(b.token)).json().data;
    const idA = (await upload(a.token)).json().data;
    const res = await t.call({ method: 'GET', url: `/api/File/${idB}`, token: a.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const list = await t.call({ method: 'GET', url: `/api/File?listId=${idA},${idB}`, token: a.token });
    expect(list.json().map((f: { id: number }) => f.id)).toEqual([idA]);
    expect((await t.call({ method: 'GET', url: '/api/File/999999', token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/File?listId=abc', token: a.token })).statusCode).toBe(422);
  });
});
