import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const body = (magasinIds: number[], extra: Record<string, unknown> = {}) => ({
  firstName: 'Salma',
  lastName: 'Bennani',
  contractType: 'cdi',
  weeklyHours: 35,
  payType: 'hourly',
  payAmount: 18.5,
  magasinIds,
  code: '4321',
  ...extra,
});

async function company() {
  const s = await signedIn(t);
  const magasinId = await newStore(t, s.entrepriseId);
  await db().updateTable('magasins').set({ timeClockLogin: true, startTime: '08:00' }).where('id', '=', magasinId).execute();
  return { ...s, magasinId };
}
async function addCollaborator(token: string, magasinId: number, extra: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/Collaborator', token, payload: body([magasinId], extra) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}
const clock = (token: string, action: string, payload: Record<string, unknown>, localTime?: string) =>
  t.call({ method: 'POST', url: `/api/PunchCard/${action}`, token, payload, headers: localTime ? { 'x-local-time': localTime } : {} });

/** Inserts a closed card at local wall-clock times (YYYY-MM-DDTHH:MM) of a store at `offset` minutes from UTC. */
async function card(
  c: { entrepriseId: number; magasinId: number },
  collaboratorId: number,
  from: string,
  to: string | null,
  offset = 60,
  breaks: [string, string][] = [],
) {
  const utc = (local: string) => new Date(Date.parse(`${local}:00Z`) - offset * 60_000).toISOString();
  const row = await db()
    .insertInto('punch_cards')
    .values({
      entreprise_id: c.entrepriseId,
      collaborator_id: collaboratorId,
      magasin_id: c.magasinId,
      startAt: utc(from),
      endAt: to ? utc(to) : null,
      offsetMinutes: offset,
      open_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [a, b] of breaks)
    await db()
      .insertInto('punch_breaks')
      .values({ entreprise_id: c.entrepriseId, punch_card_id: row.id, startAt: utc(a), endAt: utc(b), open_key: null })
      .execute();
  return row.id;
}

describe('collaborators', () => {
  it('creates, reads and updates a collaborator with stores, documents, emergency contact and a linked account', async () => {
    const c = await company();
    const file = await db()
      .insertInto('files')
      .values({
        entreprise_id: c.entrepriseId,
        name: 'contrat',
        extension: 'pdf',
        size: 1200,
        mime: 'application/pdf',
        folder: 'rh',
        path: 'x/contrat.pdf',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = await newUser(t, c.entrepriseId, 'caissier', { magasinIds: [c.magasinId] });
    const res = await t.call({
      method: 'POST',
      url: '/api/Collaborator',
      token: c.token,
      payload: body([c.magasinId], {
        userId: staff.id,
        fileIds: [file.id],
        emergencyName: 'Karim Bennani',
        emergencyTel: '+212 661 000000',
        position: 'Caissière',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Salma Bennani',
      weeklyHours: 35,
      payAmount: 18.5,
      magasinIds: [c.magasinId],
      userId: staff.id,
      hasCode: true,
      documents: [{ id: file.id, name: 'contrat.pdf' }],
      emergencyTel: '+212 661 000000',
    });
    const upd = await t.call({
      method: 'POST',
      url: '/api/Collaborator',
      token: c.token,
      payload: body([c.magasinId], { id: made.id, code: '', payType: 'monthly', payAmount: 4200 }),
    });
    expect(upd.json()).toMatchObject({ payType: 'monthly', payAmount: 4200, hasCode: true, userId: null });
    const list = await t.call({ method: 'GET', url: '/api/Collaborator?keyword=benn', token: c.token });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: made.id }] });
    const audit = await db()
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', c.entrepriseId)
      .where('entity', '=', 'collaborator')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['collaborator.create', 'collaborator.update']);
  });

  it('lists every field problem at once, and refuses another company’s store, file or account', async () => {
    const c = await company();
    const other = await company();
    const bad = await t.call({
      method: 'POST',
      url: '/api/Collaborator',
      token: c.token,
      payload: { firstName: '', weeklyHours: 0, payType: 'weekly', magasinIds: [], code: '12' },
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'contractType', 'weeklyHours', 'payType', 'payAmount', 'magasinIds', 'code']),
    );
    const foreign = await t.call({
      method: 'POST',
      url: '/api/Collaborator',
      token: c.token,
      payload: body([other.magasinId], { userId: other.user.id }),
    });
    expect(foreign.statusCode).toBe(422);
    expect(
      foreign
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['magasinIds', 'userId']);
  });

  it('answers 404 for another company’s collaborator, 403 to a cashier, and shows a member his own record', async () => {
    const c = await company();
    const other = await company();
    const mine = await addCollaborator(c.token, c.magasinId);
    expect((await t.call({ method: 'GET', url: `/api/Collaborator/${mine.id}`, token: other.token })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/Collaborator', token: other.token, payload: body([other.magasinId], { id: mine.id }) }))
        .statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Collaborator/${mine.id}`, token: other.token })).statusCode).toBe(404);
    const cashier = await newUser(t, c.entrepriseId, 'caissier', { magasinIds: [c.magasinId] });
    const token = await signIn(t, cashier.email);
    expect((await t.call({ method: 'GET', url: '/api/Collaborator', token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/PunchCard', token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Timekeeping?month=2026-11', token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/Collaborator/${mine.id}`, token })).statusCode).toBe(404);
    const own = await addCollaborator(c.token, c.magasinId, { userId: cashier.id, firstName: 'Omar' });
    expect((await t.call({ method: 'GET', url: `/api/Collaborator/${own.id}`, token })).statusCode).toBe(200);
  });
});

describe('time clock', () => {
  it('clocks in, takes a break and clocks out with the code at a store whose switch is on', async () => {
    const c = await company();
    const { id } = await addCollaborator(c.token, c.magasinId);
    const p = { magasinId: c.magasinId, collaboratorId: id, code: '4321' };
    const board = await t.call({ method: 'GET', url: `/api/PunchCard/Magasin/${c.magasinId}`, token: c.token });
    expect(board.json()).toMatchObject({
      timeClockLogin: true,
      members: [{ id, name: 'Salma Bennani', hasCode: true, clockedInAt: null }],
    });
    expect((await clock(c.token, 'ClockIn', { ...p, code: '0000' })).json().errors).toEqual([expect.objectContaining({ field: 'code' })]);
    const local = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19) + '+01:00';
    const inn = await clock(c.token, 'ClockIn', p, local);
    expect(inn.statusCode, inn.body).toBe(200);
    expect(inn.json()).toMatchObject({ action: 'in', collaborator: { onBreak: false } });
    expect((await clock(c.token, 'ClockIn', p)).statusCode).toBe(409);
    expect((await clock(c.token, 'BreakStart', p)).json()).toMatchObject({ collaborator: { onBreak: true } });
    expect((await clock(c.token, 'BreakStart', p)).statusCode).toBe(409);
    expect((await clock(c.token, 'BreakEnd', p)).statusCode).toBe(200);
    expect((await clock(c.token, 'BreakEnd', p)).statusCode).toBe(409);
    expect((await clock(c.token, 'Unlock', p)).json()).toMatchObject({ action: 'unlock', punchCardId: inn.json().punchCardId });
    expect((await clock(c.token, 'ClockOut', p)).statusCode).toBe(200);
    expect((await clock(c.token, 'ClockOut', p)).statusCode).toBe(409);
    const cards = await db().selectFrom('punch_cards').selectAll().where('collaborator_id', '=', id).execute();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ offsetMinutes: 60, open_key: null });
    expect(cards[0]!.endAt).not.toBeNull();
    await db().updateTable('magasins').set({ timeClockLogin: false }).where('id', '=', c.magasinId).execute();
    expect((await clock(c.token, 'ClockIn', p)).json().errors).toEqual([
      expect.objectContaining({ field: 'magasinId', message: expect.any(String) }),
    ]);
  });

  it('opens one card when clock-ins arrive at once, and closes it once when clock-outs do', async () => {
    const c = await company();
    const { id } = await addCollaborator(c.token, c.magasinId);
    const p = { magasinId: c.magasinId, collaboratorId: id, code: '4321' };
    const ins = await Promise.all(Array.from({ length: 4 }, () => clock(c.token, 'ClockIn', p)));
    expect(ins.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await db().selectFrom('punch_cards').select('id').where('collaborator_id', '=', id).execute()).toHaveLength(1);
    const breaks = await Promise.all(Array.from({ length: 3 }, () => clock(c.token, 'BreakStart', p)));
    expect(breaks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const outs = await Promise.all(Array.from({ length: 3 }, () => clock(c.token, 'ClockOut', p)));
    expect(outs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await db().selectFrom('punch_cards').selectAll().where('collaborator_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endAt).not.toBeNull();
  });

  it('lets a cashier clock at his store only, and answers 404 for another company’s store', async () => {
    const c = await company();
    const other = await company();
    const { id } = await addCollaborator(c.token, c.magasinId);
    const secondStore = await newStore(t, c.entrepriseId);
    const cashier = await newUser(t, c.entrepriseId, 'caissier', { magasinIds: [c.magasinId] });
    const token = await signIn(t, cashier.email);
    expect((await clock(token, 'ClockIn', { magasinId: c.magasinId, collaboratorId: id, code: '4321' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/PunchCard/Magasin/${secondStore}`, token })).statusCode).toBe(404);
    expect((await clock(other.token, 'ClockOut', { magasinId: c.magasinId, collaboratorId: id, code: '4321' })).statusCode).toBe(404);
    expect((await clock(other.token, 'ClockOut', { magasinId: other.magasinId, collaboratorId: id, code: '4321' })).statusCode).toBe(404);
  });
});

describe('punch cards', () => {
  it('flags a forgotten clock-out, lets the next clock-in through, and a manager closes it with a reason (audited)', async () => {
    const c = await company();
    const { id } = await addCollaborator(c.token, c.magasinId);
    // Two days ago at 10:00 in the store (UTC+1): stale whatever the hour the suite runs, and within opening hours.
    const local = (d: Date) => new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10) + 'T10:00';
    const yesterday = new Date(Date.now() - 48 * 3_600_000);
    const forgotten = await card(c, id, local(yesterday), null);
    await db().updateTable('punch_cards').set({ open_key: id }).where('id', '=', forgotten).execute();
    const listed = await t.call({ method: 'GET', url: '/api/PunchCard?anomaly=missing_out', token: c.token });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id: forgotten, anomalies: ['missing_out'] }] });
    const p = { magasinId: c.magasinId, collaboratorId: id, code: '4321' };
    expect((await clock(c.token, 'ClockIn', p)).statusCode).toBe(200);
    const tooLate = await t.call({
      method: 'POST',
      url: `/api/PunchCard/${forgotten}/Close`,
      token: c.token,
      payload: { endAt: new Date().toISOString(), reason: 'Oubli' },
    });
    expect(tooLate.json().errors).toEqual([expect.objectContaining({ field: 'endAt' })]);
    const cashier = await newUser(t, c.entrepriseId, 'caissier', { magasinIds: [c.magasinId] });
    const endAt = new Date(Date.parse(`${local(yesterday)}:00Z`) - 3_600_000 + 8 * 3_600_000).toISOString();
    const payload = { endAt, reason: 'Oubli de pointage, vu avec Salma' };
    expect(
      (await t.call({ method: 'POST', url: `/api/PunchCard/${forgotten}/Close`, token: await signIn(t, cashier.email), payload }))
        .statusCode,
    ).toBe(403);
    const other = await company();
    expect((await t.call({ method: 'POST', url: `/api/PunchCard/${forgotten}/Close`, token: other.token, payload })).statusCode).toBe(404);
    const closed = await t.call({ method: 'POST', url: `/api/PunchCard/${forgotten}/Close`, token: c.token, payload });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ endAt, workedMinutes: 480, closeReason: payload.reason, anomalies: [] });
    expect((await t.call({ method: 'POST', url: `/api/PunchCard/${forgotten}/Close`, token: c.token, payload })).statusCode).toBe(409);
    const audit = await db()
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'punch_card.close')
      .where('entityId', '=', forgotten)
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(c.user.id);
    expect(String(audit.data)).toContain('Oubli de pointage');
  });

  it('flags overlapping cards and a card opened long before the store opens', async () => {
    const c = await company();
    const { id } = await addCollaborator(c.token, c.magasinId);
    const a = await card(c, id, '2026-11-10T09:00', '2026-11-10T13:00');
    const b = await card(c, id, '2026-11-10T12:00', '2026-11-10T15:00');
    const early = await card(c, id, '2026-11-11T05:30', '2026-11-11T12:00');
    const res = (await t.call({ method: 'GET', url: '/api/PunchCard?from=2026-11-10&to=2026-11-11', token: c.token })).json();
    const by = (x: number) => res.data.find((d: { id: number }) => d.id === x).anomalies;
    expect(by(a)).toEqual(['overlapping']);
    expect(by(b)).toEqual(['overlapping']);
    expect(by(early)).toEqual(['outside_opening_hours']);
  });
});

describe('timekeeping', () => {
  it('sums a hand-computed month at the store’s local time, overtime per week above the contract, and exports it', async () => {
    const c = await company();
    const { id } = await addCollaborator(c.token, c.magasinId, { weeklyHours: 35 });
    // Week Oct 26 – Nov 1 (ends in November): 12 + 12 + 10 + 8 = 42 h, 7 h overtime; of it only 6 h fall on Nov 1
    // (the night card: 22:00 – 06:00 local, UTC+1: 2 h on Oct 31, 6 h on Nov 1; UTC would say 3 h and 5 h).
    await card(c, id, '2026-10-26T08:00', '2026-10-26T20:00');
    await card(c, id, '2026-10-27T08:00', '2026-10-27T20:00');
    await card(c, id, '2026-10-30T09:00', '2026-10-30T19:00');
    await card(c, id, '2026-10-31T22:00', '2026-11-01T06:00');
    // Week Nov 2 – 8: five days 09:00 – 17:00 with an hour's break: 35 h, no overtime.
    for (const d of ['02', '03', '04', '05', '06'])
      await card(c, id, `2026-11-${d}T09:00`, `2026-11-${d}T17:00`, 60, [[`2026-11-${d}T12:00`, `2026-11-${d}T13:00`]]);
    // Week Nov 9 – 15: six days of 8 h: 48 h, 13 h overtime.
    for (const d of ['09', '10', '11', '12', '13', '14']) await card(c, id, `2026-11-${d}T09:00`, `2026-11-${d}T17:00`);
    // Week Nov 30 – Dec 6 ends in December: its 12 h + 1 h of Nov 30 count as hours, its overtime goes to December.
    await card(c, id, '2026-11-30T08:00', '2026-11-30T20:00');
    await card(c, id, '2026-11-30T23:00', '2026-12-01T01:00');
    await card(c, id, '2026-12-01T08:00', '2026-12-01T20:00');
    await card(c, id, '2026-12-02T08:00', '2026-12-02T20:00');
    await card(c, id, '2026-12-03T08:00', '2026-12-03T20:00');
    const res = await t.call({ method: 'GET', url: '/api/Timekeeping?month=2026-11', token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().rows.find((r: { collaboratorId: number }) => r.collaboratorId === id);
    expect(row.workedMinutes).toBe((6 + 35 + 48 + 12 + 1) * 60);
    expect(row.overtimeMinutes).toBe((7 + 13) * 60);
    expect(
      row.weeks.map((w: { week: string; workedMinutes: number; overtimeMinutes: number }) => [
        w.week,
        w.workedMinutes / 60,
        w.overtimeMinutes / 60,
      ]),
    ).toEqual([
      ['2026-W44', 42, 7],
      ['2026-W45', 35, 0],
      ['2026-W46', 48, 13],
      ['2026-W47', 0, 0],
      ['2026-W48', 0, 0],
    ]);
    const other = await company();
    expect((await t.call({ method: 'GET', url: '/api/Timekeeping?month=2026-11', token: other.token })).json().rows).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/Timekeeping?month=2026-13', token: c.token })).statusCode).toBe(422);

    const file = await t.call({ method: 'GET', url: '/api/Timekeeping/export?month=2026-11', token: c.token, lang: 'fr' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="form_\d{8}_\d{6}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Heures travaillées');
    expect(sheet.getRow(2).getCell(1).value).toBe('Salma Bennani');
    expect(sheet.getRow(2).getCell(5).value).toBe(102);
    expect(sheet.getRow(2).getCell(6).value).toBe(20);
    expect(wb.worksheets[1]!.rowCount).toBe(6);
  });
});
