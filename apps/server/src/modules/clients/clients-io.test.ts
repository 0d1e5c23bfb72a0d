import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Clients');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(content: Buffer, field = 'file') {
  const boundary = `----comptoir${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="clients.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importFile = async (token: string, rows: unknown[][], lang = 'en') =>
  t.call({ method: 'POST', url: '/api/Client/import', token, lang, ...multipart(await workbook(rows)) });
const count = async (entrepriseId: number) =>
  Number(
    (
      await t.deps.database.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entreprise_id', '=', entrepriseId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/Client/import', () => {
  it('imports every row of a valid workbook (French headers, phone typed as a number, dates as dates)', async () => {
    const s = await signedIn(t);
    const res = await importFile(s.token, [
      ['Nom', 'Téléphone', 'E-mail', 'Date de naissance', 'Sexe', 'Ville', 'Type'],
      ['Zineb Alaoui', 612345678, 'zineb@example.ma', new Date('1990-05-17T00:00:00Z'), 'Femme', 'Rabat', 'client'],
      ['Adam Alaoui', '+212 700 11 22 33', '', '', 'enfant', 'Rabat', 'prospect'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2, errors: [] });
    const list = (await t.call({ method: 'GET', url: '/api/Client/?keyword=0612345678', token: s.token })).json();
    expect(list.clients).toEqual([
      expect.objectContaining({
        name: 'Zineb Alaoui',
        tel: '0612345678',
        birthday: '1990-05-17',
        sex: 'femme',
        city: 'Rabat',
        type: 'client',
      }),
    ]);
    expect((await t.call({ method: 'GET', url: '/api/Client/?type=prospect', token: s.token })).json().total).toBe(1);
  });

  it('checks every row first, lists each row problem and writes nothing', async () => {
    const s = await signedIn(t);
    await t.call({ method: 'POST', url: '/api/Client/', token: s.token, payload: { name: 'Déjà Là', tel: '0699887766' } });
    const res = await importFile(s.token, [
      ['Name', 'Phone', 'Email', 'Sex'],
      ['Good Row', '0611111111', 'good@example.ma', 'homme'],
      ['X', '0622222222', 'bad-mail', 'homme'],
      ['Twin One', '0633333333', '', ''],
      ['Twin Two', '06 33 33 33 33', '', 'robot'],
      ['Taken', '+212699887766', '', ''],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'rows.3.name', message: 'At least 2 characters' },
      { field: 'rows.3.email', message: 'Invalid e-mail' },
      { field: 'rows.5.sex', message: 'Value not allowed' },
      { field: 'rows.6.tel', message: 'A client already has this phone number' },
    ]);
    expect(await count(s.entrepriseId)).toBe(1);
  });

  it('flags a phone twice in the file', async () => {
    const s = await signedIn(t);
    const res = await importFile(s.token, [
      ['Name', 'Phone'],
      ['Twin One', '0633333333'],
      ['Twin Two', '06 33 33 33 33'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'rows.3.tel', message: 'This phone appears more than once in the file' }]);
    expect(await count(s.entrepriseId)).toBe(0);
  });

  it('refuses a file that is not a workbook, one without a name column, and a request without a file', async () => {
    const s = await signedIn(t);
    const notXlsx = await t.call({
      method: 'POST',
      url: '/api/Client/import',
      token: s.token,
      lang: 'en',
      ...multipart(Buffer.from('name,tel\nA,1')),
    });
    expect(notXlsx.statusCode).toBe(422);
    expect(notXlsx.json().errors).toEqual([{ field: 'file', message: 'The file is not an Excel workbook (.xlsx)' }]);
    const noName = await importFile(s.token, [['Phone'], ['0600000000']]);
    expect(noName.json().errors[0].field).toBe('file');
    const wrongField = await t.call({
      method: 'POST',
      url: '/api/Client/import',
      token: s.token,
      ...multipart(await workbook([['Nom'], ['Ali Ali']]), 'other'),
    });
    expect(wrongField.statusCode).toBe(422);
    expect(await count(s.entrepriseId)).toBe(0);
  });
});

describe('client export link', () => {
  it('builds a link with a single-use token and the filters, and answers the filtered clients as xlsx', async () => {
    const s = await signedIn(t);
    for (const [name, type] of [
      ['Prospect Un', 'prospect'],
      ['Client Deux', 'client'],
      ['Prospect Trois', 'prospect'],
    ])
      await t.call({ method: 'POST', url: '/api/Client/', token: s.token, payload: { name, type } });
    const link = await t.call({ method: 'POST', url: '/api/Client/export/link', token: s.token, payload: { type: 'prospect' } });
    expect(link.statusCode).toBe(200);
    const { url, token } = link.json();
    expect(token).not.toBe(s.token);
    expect(url).toContain('type=prospect');
    expect(url).toContain(`token=${token}`);
    const path = url.slice(url.indexOf('/api/'));
    const res = await t.call({ method: 'GET', url: path, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/form_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Name');
    const names: string[] = [];
    ws.eachRow((r, n) => n > 1 && names.push(String(r.getCell(1).value)));
    expect(names).toEqual(['Prospect Trois', 'Prospect Un']);
    // Single use.
    expect((await t.call({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  it('refuses the session token, an expired token and a member who lost bd_client', async () => {
    const s = await signedIn(t);
    expect((await t.call({ method: 'GET', url: `/api/Client/export?token=${s.token}` })).statusCode).toBe(401);
    const expired = (await t.call({ method: 'POST', url: '/api/Client/export/link', token: s.token, payload: {} })).json();
    await t.deps.database.db
      .updateTable('export_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.call({ method: 'GET', url: `/api/Client/export?token=${expired.token}` })).statusCode).toBe(401);
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const cashierToken = await signIn(t, cashier.email);
    const link = (await t.call({ method: 'POST', url: '/api/Client/export/link', token: cashierToken, payload: {} })).json();
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'caissier').executeTakeFirstOrThrow();
    const func = await db.selectFrom('functionalities').select('id').where('tag', '=', 'bd_client').executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api/Role/${role.id}/Functionality/${func.id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Client/export?token=${link.token}` })).statusCode).toBe(401);
  });
});
