// Issue 6 point 5: text with a NUL character and ids beyond 32 bits are bad input (422) on every route, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/database';
import { insertFile } from '../../src/modules/files/files.repository';
import { newCompany, signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  // A route added after the app is built (as later modules are) inherits the guard.
  t = await createTestApp({}, (app) => {
    app.post('/api/test/echo', { config: { public: true } }, async (req) => ({ body: req.body as unknown }));
  });
});
afterAll(async () => {
  await t.close();
});

const fileOf = (entrepriseId: number) =>
  insertFile(t.deps.database.db, {
    entrepriseId,
    name: 'me.png',
    extension: 'png',
    size: 1,
    mime: 'image/png',
    folder: 'profile',
    path: `${entrepriseId}/profile/${Math.random()}.png`,
    now: nowIso(),
  });

describe('NUL characters', () => {
  it('answers 422 naming the field when a query text holds a NUL byte', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'GET', url: '/api/Users?keyword=ab%00cd', token: s.token, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'keyword', message: 'Character not allowed (NUL)' }]);
  });

  it('answers 422 when a question or a device name holds a NUL byte, and stores nothing', async () => {
    const s = await signedIn(t);
    const q = await t.call({
      method: 'POST',
      url: '/api/Entreprise/Question/add',
      token: s.token,
      payload: { question: 'How\u0000 was it?' },
    });
    expect(q.statusCode).toBe(422);
    expect(q.json().errors).toEqual([{ field: 'question', message: 'Caractère non autorisé (NUL)' }]);
    const options = await t.call({
      method: 'POST',
      url: '/api/Entreprise/Question/add',
      token: s.token,
      payload: { question: 'Which one?', type: 'choice', options: ['a', 'b\u0000'] },
    });
    expect(options.statusCode).toBe(422);
    expect(options.json().errors[0].field).toBe('options.1');
    const d = await t.call({ method: 'POST', url: '/api/Device', token: s.token, payload: { name: 'Till\u0000 1' } });
    expect(d.statusCode).toBe(422);
    const questions = await t.deps.database.db.selectFrom('questions').select('id').where('entreprise_id', '=', s.entrepriseId).execute();
    expect(questions).toEqual([]);
  });

  it('refuses a NUL byte on public routes and on routes added later, in keys as in values', async () => {
    const login = await t.call({ method: 'POST', url: '/api/web/login', payload: { email: 'a@b.test', password: 'x\u0000y' } });
    expect(login.statusCode).toBe(422);
    const echo = await t.call({ method: 'POST', url: '/api/test/echo', payload: { deep: [{ ['k\u0000']: 1 }] } });
    expect(echo.statusCode).toBe(422);
    expect(echo.json().errors).toEqual([{ field: 'deep.0', message: 'Caractère non autorisé (NUL)' }]);
    expect((await t.call({ method: 'POST', url: '/api/test/echo', payload: { fine: 'text' } })).statusCode).toBe(200);
  });
});

describe('ids and the profile picture', () => {
  it('answers 422 for an id beyond 32 bits in a body or a path', async () => {
    const s = await signedIn(t);
    const big = await t.call({ method: 'PATCH', url: '/api/Profile', token: s.token, payload: { fileId: 2147483648 } });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors[0].field).toBe('fileId');
    expect((await t.call({ method: 'POST', url: '/api/switch/Entreprise/2147483648', token: s.token })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/Magasin/99999999999', token: s.token })).statusCode).toBe(422);
  });

  it('accepts only one of the company’s files as the profile picture', async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    const foreign = await fileOf(other.entrepriseId);
    const refused = await t.call({ method: 'PATCH', url: '/api/Profile', token: s.token, payload: { fileId: foreign }, lang: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'fileId', message: 'Unknown or inaccessible item' }]);
    const own = await fileOf(s.entrepriseId);
    const ok = await t.call({ method: 'PATCH', url: '/api/Profile', token: s.token, payload: { fileId: own } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fileId).toBe(own);
  });
});
