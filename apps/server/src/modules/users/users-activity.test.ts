import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/User/{id}/qrcode', () => {
  it('answers a single-use sign-in link with its QR code as SVG', async () => {
    const s = await signedIn(t);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    const res = await t.call({ method: 'GET', url: `/api/User/${m.id}/qrcode`, token: s.token });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt, svg } = res.json();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const link = new URL(url);
    expect(link.searchParams.get('email')).toBe(m.email);
    const payload = { email: link.searchParams.get('email'), identifier: link.searchParams.get('identifier') };
    const signedIn1 = await t.call({ method: 'POST', url: '/api/web/login/auto', payload });
    expect(signedIn1.statusCode).toBe(200);
    expect(signedIn1.json().user.id).toBe(m.id);
    expect((await t.call({ method: 'POST', url: '/api/web/login/auto', payload })).statusCode).toBe(401);
  });

  it("refuses an admin's code to a non-admin (403), a blocked member (409) and another company's member (404)", async () => {
    const s = await signedIn(t);
    const gerant = await newUser(t, s.entrepriseId, 'gerant');
    const gerantToken = await signIn(t, gerant.email);
    expect((await t.call({ method: 'GET', url: `/api/User/${s.user.id}/qrcode`, token: gerantToken })).statusCode).toBe(403);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    await t.call({ method: 'PATCH', url: `/api/User/${m.id}`, token: s.token, payload: { isActive: false } });
    expect((await t.call({ method: 'GET', url: `/api/User/${m.id}/qrcode`, token: s.token })).statusCode).toBe(409);
    const foreign = await newUser(t, (await newCompany(t)).entrepriseId, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/User/${foreign.id}/qrcode`, token: s.token })).statusCode).toBe(404);
    const cashier = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/User/${cashier.user.id}/qrcode`, token: cashier.token })).statusCode).toBe(403);
  });
});

describe('GET /api/User/{id}/activityChart and /commandChart', () => {
  it('counts sign-ins per day over the last 30 days by default', async () => {
    const s = await signedIn(t);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    await signIn(t, m.email);
    await signIn(t, m.email);
    const res = await t.call({ method: 'GET', url: `/api/User/${m.id}/activityChart`, token: s.token });
    expect(res.statusCode).toBe(200);
    const chart = res.json();
    expect(chart.series).toHaveLength(30);
    expect(chart).toMatchObject({ from: daysAgo(29), to: today(), total: 2 });
    expect(chart.series.at(-1)).toEqual({ date: today(), value: 2 });
    expect(chart.series[0].value).toBe(0);
  });

  it('takes a from/to period and counts only that period', async () => {
    const s = await signedIn(t);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    await signIn(t, m.email);
    const past = await t.call({
      method: 'GET',
      url: `/api/User/${m.id}/activityChart?from=${daysAgo(10)}&to=${daysAgo(3)}`,
      token: s.token,
    });
    expect(past.json().series).toHaveLength(8);
    expect(past.json().total).toBe(0);
    const one = await t.call({ method: 'GET', url: `/api/User/${m.id}/activityChart?from=${today()}&to=${today()}`, token: s.token });
    expect(one.json()).toMatchObject({ total: 1, series: [{ date: today(), value: 1 }] });
  });

  it('answers zeros per day for commands, none being recorded yet', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'GET', url: `/api/User/${s.user.id}/commandChart?from=2026-01-01&to=2026-01-07`, token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-01-01',
      to: '2026-01-07',
      total: 0,
      series: ['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ date: `2026-01-${d}`, value: 0 })),
    });
  });

  it('refuses bad periods with 422', async () => {
    const s = await signedIn(t);
    const url = (q: string) => `/api/User/${s.user.id}/activityChart?${q}`;
    const reversed = await t.call({ method: 'GET', url: url('from=2026-02-10&to=2026-02-01'), token: s.token, lang: 'en' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'from', message: 'The start date must be before the end date' }]);
    const long = await t.call({ method: 'GET', url: url('from=2024-01-01&to=2026-01-01'), token: s.token, lang: 'en' });
    expect(long.json().errors).toEqual([{ field: 'to', message: 'Period too long (366 days at most)' }]);
    const bad = await t.call({ method: 'GET', url: url('from=2026-02-30&to=yesterday'), token: s.token, lang: 'en' });
    expect(bad.json().errors).toEqual([
      { field: 'from', message: 'Invalid date (YYYY-MM-DD)' },
      { field: 'to', message: 'Invalid date (YYYY-MM-DD)' },
    ]);
  });

  it("answers 404 for another company's member and 403 without a staff tag", async () => {
    const s = await signedIn(t);
    const foreign = await newUser(t, (await newCompany(t)).entrepriseId, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/User/${foreign.id}/activityChart`, token: s.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/User/${foreign.id}/commandChart`, token: s.token })).statusCode).toBe(404);
    const cashier = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/User/${cashier.user.id}/activityChart`, token: cashier.token })).statusCode).toBe(403);
  });
});

describe('GET /api/activities/excel/{id}', () => {
  it("exports the member's audited activity as an xlsx named form_{date}_{time}.xlsx", async () => {
    const s = await signedIn(t);
    const m = await newUser(t, s.entrepriseId, 'caissier');
    await signIn(t, m.email);
    const res = await t.call({ method: 'GET', url: `/api/activities/excel/${m.id}`, token: s.token, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="form_\d{8}_\d{6}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name.length).toBeLessThanOrEqual(30);
    expect(ws.getRow(1).values).toEqual([undefined, 'Date', 'Action', 'Item', 'Item id', 'IP address', 'Details']);
    expect(ws.getRow(2).getCell(2).value).toBe('auth.login');
    expect(ws.rowCount).toBe(2);
  });

  it("answers 404 for another company's member and 403 without a staff tag", async () => {
    const s = await signedIn(t);
    const foreign = await newUser(t, (await newCompany(t)).entrepriseId, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/activities/excel/${foreign.id}`, token: s.token })).statusCode).toBe(404);
    const cashier = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: `/api/activities/excel/${cashier.user.id}`, token: cashier.token })).statusCode).toBe(403);
  });
});
