// Issue 22 point 3: every write route checks sign-in before it reads its body, and a body that is not what it expects
// (null, a text, a number, a list, an object of the wrong shapes) is bad input, never a 500 — signed in or not. The
// routes come from the app's own route table, so a route added later is walked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RouteEntry } from '../../src/http/route-table';
import { signedIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let writes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  writes = t.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));
});
afterAll(async () => {
  await t.close();
});

const BODIES = ['null', '"x"', '42', '[]', '{"lines":"x","payments":"x"}'];
/** Bodies no route takes (an object of unknown fields is a valid, empty change to a route whose fields are optional). */
const MALFORMED = new Set(['null', '"x"', '42', '[]']);
/** Path parameters: the largest valid id (nothing has it), so a route that takes no body answers its honest 404. */
const urlOf = (r: RouteEntry) => r.url.replace(/:[A-Za-z_]+/g, '2147483647');
const label = (r: RouteEntry) => `${r.method} ${r.url}`;
/** Routes that take no JSON body (or whose body may be left out, as null): they answer as they would without one. */
const takesNoBody = (r: RouteEntry, payload: string) =>
  !r.schema?.body || (payload === 'null' && (r.schema.body as ZodType).safeParse(null).success);

async function send(r: RouteEntry, payload: string, token?: string) {
  const res = await t.call({ method: r.method as 'POST', url: urlOf(r), payload, headers: { 'content-type': 'application/json' }, token });
  return { route: label(r), payload, status: res.statusCode, body: res.body.slice(0, 200) };
}

describe('malformed bodies on every write route', () => {
  it('walks every write route of the app, public ones only from the allowlist', () => {
    expect(writes.length).toBeGreaterThan(100);
    const publicWrites = writes.filter((r) => r.config.public).map(label);
    expect(publicWrites.every((p) => t.app.publicRoutes.includes(p))).toBe(true);
    expect(publicWrites.sort()).toEqual([
      'POST /api/Ecommerce/hook/shopify/:shopId',
      'POST /api/gateway/Client/activate',
      'POST /api/web/login',
      'POST /api/web/login/auto',
      'POST /api/web/register',
    ]);
  });

  it('answers 401 before reading the body when not signed in (a 4xx on the public routes), never a 5xx', async () => {
    const wrong = [];
    for (const r of writes) {
      for (const payload of BODIES) {
        const a = await send(r, payload);
        const ok = r.config.public ? a.status >= 400 && a.status < 500 : a.status === 401;
        if (!ok) wrong.push(a);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 or 422 to a signed-in admin (a route that takes no body: 404 for an unknown id), never a 5xx', async () => {
    const admin = await signedIn(t);
    const wrong = [];
    // Signing out last: the other routes are walked with the session still valid.
    const ordered = [...writes].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const r of ordered) {
      for (const payload of BODIES) {
        const a = await send(r, payload, admin.token);
        let ok: boolean;
        if (a.status >= 500) ok = false;
        else if (!MALFORMED.has(payload)) ok = true;
        else if (!takesNoBody(r, payload)) ok = a.status === 400 || a.status === 422;
        // No body read: an id route finds nothing; the others (sign-out, a sign-in link, uploads) answer as usual.
        else if (r.url.includes('/:')) ok = a.status === 404;
        else ok = true;
        if (!ok) wrong.push(a);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists every field problem of a sale whose lines and payments are not lists', async () => {
    const admin = await signedIn(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/InsertCommand',
      token: admin.token,
      payload: { lines: 'x', payments: 'x', isCredit: true },
    });
    expect(res.statusCode).toBe(422);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['uuid', 'caisseId', 'lines', 'payments', 'clientId']));
  });
});
