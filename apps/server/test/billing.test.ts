// Billing documents (issue 28): invoices of orders and global invoices with frozen snapshots, gap-free numbering under
// concurrency, credit notes, manual documents, quotes into orders, delivery forms, certificates, templates, PDFs whose
// text is extracted (fr and ar), another company's documents (404) and roles (403). SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArticle, sale, tillSetup } from '../src/modules/orders/orders-helpers';
import { newUser, signIn, signedIn } from './factories';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Setup = Awaited<ReturnType<typeof tillSetup>>;

async function company() {
  const s = await tillSetup(t);
  await t.deps.database.db
    .updateTable('entreprises')
    .set({ intitule: 'Boulangerie Atlas', ice: '001122334000055', adresse: '5 avenue Hassan II, Rabat' })
    .where('id', '=', s.entrepriseId)
    .execute();
  const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Salma Idrissi' } })).json()
    .client as { id: number };
  await t.deps.database.db.updateTable('clients').set({ ice: '002233445000066' }).where('id', '=', client.id).execute();
  const tea = await newArticle(t, s.entrepriseId, { price: 1500, tva: 10, label: 'Thé à la menthe' });
  return { ...s, client, tea };
}

async function order(s: Setup & { client: { id: number }; tea: { priceId: number } }, paid = true) {
  const res = await sale(t, s.cashier.token, {
    caisseId: s.caisseId,
    clientId: s.client.id,
    isCredit: !paid,
    lines: [
      { priceId: s.article.priceId, quantity: 2, unitPrice: 10 },
      { priceId: s.tea.priceId, quantity: 1, unitPrice: 15 },
    ],
    payments: paid ? [{ modePayment: 'cash', amount: 35 }] : [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

describe('invoices', { timeout: 120_000 }, () => {
  it('invoices an order once and several orders of a client globally, with gap-free numbers and frozen snapshots', async () => {
    const s = await company();
    const [a, b, c] = [await order(s), await order(s), await order(s)];
    const next = await t.call({ method: 'GET', url: '/api/Invoice/nextId', token: s.admin.token });
    expect(next.json()).toMatchObject({ kind: 'invoice', nextId: 1 });

    const first = await t.call({ method: 'GET', url: `/api/Command/${a}/invoice`, token: s.admin.token });
    expect(first.statusCode, first.body).toBe(200);
    const inv = first.json();
    expect(inv).toMatchObject({ kind: 'invoice', tag: 'command_invoice', status: 'issued', number: 1, total: 35, commandIds: [a] });
    expect(inv.reference).toMatch(/^FA-\d{4}-00001$/);
    expect(inv.snapshot.company).toMatchObject({ name: 'Boulangerie Atlas', ice: '001122334000055' });
    expect(inv.snapshot.client).toMatchObject({ name: 'Salma Idrissi', ice: '002233445000066' });
    expect(inv.snapshot.taxes).toEqual([
      { tva: 10, total: 15, base: 13.64, amount: 1.36 },
      { tva: 20, total: 20, base: 16.67, amount: 3.33 },
    ]);
    expect(inv.amountInWords).toBe('trente-cinq dirhams');
    // The same call answers the same invoice.
    const again = await t.call({ method: 'GET', url: `/api/Command/${a}/invoice`, token: s.admin.token });
    expect(again.json().id).toBe(inv.id);

    const global = await t.call({
      method: 'POST',
      url: '/api/Command/globalInvoice',
      token: s.admin.token,
      payload: { cmdClientIds: [b, c], moreInfo: 'Merci' },
    });
    expect(global.statusCode, global.body).toBe(200);
    expect(global.json()).toMatchObject({ tag: 'global_invoice', number: 2, total: 70, commandIds: [b, c] });
    expect(global.json().snapshot.lines).toHaveLength(4);
    // An order already invoiced is refused (409).
    const twice = await t.call({
      method: 'POST',
      url: '/api/Command/globalInvoice',
      token: s.admin.token,
      payload: { cmdClientIds: [a, b] },
    });
    expect(twice.statusCode).toBe(409);

    // The client and the product change; the issued invoice does not.
    await t.deps.database.db.updateTable('clients').set({ name: 'Salma Bennani', ice: '999' }).where('id', '=', s.client.id).execute();
    await t.deps.database.db.updateTable('prices').set({ label: 'Thé vert', price: 9900 }).where('id', '=', s.tea.priceId).execute();
    await t.deps.database.db.updateTable('entreprises').set({ ice: '000' }).where('id', '=', s.entrepriseId).execute();
    const later = await t.call({ method: 'GET', url: `/api/Invoice/manual/${inv.id}`, token: s.admin.token });
    expect(later.json().snapshot).toEqual(inv.snapshot);

    const list = await t.call({ method: 'GET', url: '/api/Command/invoices?keyword=salma&tags=global_invoice', token: s.admin.token });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: global.json().id }] });
    const ofClient = await t.call({ method: 'GET', url: `/api/invoices/client/${s.client.id}`, token: s.admin.token });
    expect(ofClient.json().total).toBe(2);
    expect((await t.call({ method: 'GET', url: '/api/Invoice/nextId', token: s.admin.token })).json().nextId).toBe(3);
  });

  it('cancels an issued invoice by a credit note that reverses it; never edits or deletes it', async () => {
    const s = await company();
    const a = await order(s);
    const inv = (await t.call({ method: 'GET', url: `/api/Command/${a}/invoice`, token: s.admin.token })).json();
    // Sent by e-mail through the mailer, the PDF attached.
    const sent = await t.call({
      method: 'POST',
      url: `/api/Invoice/${inv.id}/send`,
      token: s.admin.token,
      payload: { email: 'salma@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'salma@example.com', subject: inv.reference ? `Facture ${inv.reference}` : '' });
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', filename: `Facture-${inv.reference}.pdf` });
    expect(mail.attachments?.[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const del = await t.call({ method: 'DELETE', url: `/api/Invoice/manual/${inv.id}`, token: s.admin.token });
    expect(del.statusCode).toBe(409);
    const credit = await t.call({
      method: 'POST',
      url: `/api/Invoice/${inv.id}/creditNote`,
      token: s.admin.token,
      payload: { reason: 'Erreur de client' },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const cn = credit.json();
    expect(cn).toMatchObject({ kind: 'credit_note', number: 1, creditOfId: inv.id, total: -35 });
    expect(cn.reference).toMatch(/^AV-/);
    expect(cn.snapshot.taxes.map((x: { amount: number }) => x.amount)).toEqual(
      inv.snapshot.taxes.map((x: { amount: number }) => -x.amount),
    );
    const after = (await t.call({ method: 'GET', url: `/api/Invoice/manual/${inv.id}`, token: s.admin.token })).json();
    expect(after).toMatchObject({ status: 'cancelled', creditNoteId: cn.id });
    expect((await t.call({ method: 'POST', url: `/api/Invoice/${inv.id}/creditNote`, token: s.admin.token, payload: {} })).statusCode).toBe(
      409,
    );
    // The order may be invoiced again: a new number.
    const again = (await t.call({ method: 'GET', url: `/api/Command/${a}/invoice`, token: s.admin.token })).json();
    expect(again).toMatchObject({ number: 2, status: 'issued' });
  });

  it('numbers 20 concurrent issues without a gap or a duplicate', async () => {
    const s = await company();
    const issues = Array.from({ length: 20 }, (_, i) =>
      t.call({
        method: 'POST',
        url: '/api/Invoice/manual',
        token: s.admin.token,
        payload: {
          tag: 'manual_invoice',
          issue: true,
          client: { name: `Client ${i}` },
          lines: [{ label: 'Service', quantity: 1, unitPrice: 100, tva: 20 }],
        },
      }),
    );
    const answers = await Promise.all(issues);
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const numbers = answers.map((r) => r.json().number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await t.call({ method: 'GET', url: '/api/Invoice/nextId', token: s.admin.token })).json().nextId).toBe(21);
  });

  it('keeps manual drafts editable until issued, turns a quote into a validated order, generates and prints delivery forms', async () => {
    const s = await company();
    const draft = await t.call({
      method: 'POST',
      url: '/api/Invoice/manual',
      token: s.admin.token,
      payload: {
        tag: 'manual_quote',
        clientId: s.client.id,
        lines: [{ label: 'Croissant', quantity: 3, unitPrice: 10, tva: 20, priceId: s.article.priceId }],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'draft', number: null, total: 30 });
    const edited = await t.call({
      method: 'POST',
      url: '/api/Invoice/manual',
      token: s.admin.token,
      payload: {
        id: draft.json().id,
        tag: 'manual_quote',
        clientId: s.client.id,
        issue: true,
        lines: [{ label: 'Croissant', quantity: 4, unitPrice: 10, tva: 20, priceId: s.article.priceId }],
      },
    });
    expect(edited.json()).toMatchObject({ status: 'issued', number: 1, total: 40 });
    expect(edited.json().reference).toMatch(/^DV-/);
    const bad = await t.call({
      method: 'POST',
      url: '/api/Invoice/manual',
      token: s.admin.token,
      payload: { tag: 'manual_invoice', lines: [{ label: '', quantity: 0, unitPrice: -1 }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['lines.0.label', 'lines.0.quantity', 'lines.0.unitPrice']);

    const toOrder = await t.call({
      method: 'POST',
      url: `/api/Invoice/${draft.json().id}/toCommand`,
      token: s.admin.token,
      payload: { magasinId: s.magasinId },
    });
    expect(toOrder.statusCode, toOrder.body).toBe(200);
    expect(toOrder.json().etat).toBe('validated');
    const cmd = await t.deps.database.db
      .selectFrom('commands')
      .selectAll()
      .where('id', '=', toOrder.json().commandId)
      .executeTakeFirstOrThrow();
    expect(cmd).toMatchObject({ etat: 'validated', client_id: s.client.id });
    expect(Number(cmd.total)).toBe(4000);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/Invoice/${draft.json().id}/toCommand`,
          token: s.admin.token,
          payload: { magasinId: s.magasinId },
        })
      ).statusCode,
    ).toBe(409);

    const [a, b] = [await order(s), await order(s)];
    const forms = await t.call({
      method: 'POST',
      url: '/api/GenerateBonsLivraison',
      token: s.admin.token,
      payload: { commandIds: [a, b] },
    });
    expect(forms.statusCode, forms.body).toBe(200);
    expect(forms.json().map((f: { number: number }) => f.number)).toEqual([1, 2]);
    expect(
      (await t.call({ method: 'POST', url: '/api/GenerateBonsLivraison', token: s.admin.token, payload: { commandIds: [a] } })).statusCode,
    ).toBe(409);
    const unlinked = await t.call({
      method: 'POST',
      url: `/api/BonLivraison/${forms.json()[1].id}/unlink`,
      token: s.admin.token,
      payload: { commandIds: [b] },
    });
    expect(unlinked.json()).toMatchObject({ commandIds: [], total: 0 });
    const linked = await t.call({
      method: 'POST',
      url: `/api/BonLivraison/${forms.json()[0].id}/link`,
      token: s.admin.token,
      payload: { commandIds: [b] },
    });
    expect(linked.json()).toMatchObject({ commandIds: [a, b], total: 70 });
    const page = await t.call({ method: 'GET', url: '/api/BonLivraison?page=1', token: s.admin.token });
    expect(page.json().total).toBe(2);
    const printed = await t.call({ method: 'GET', url: `/api/PrintBonLivraison/${forms.json()[0].id}`, token: s.admin.token });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['file-name']).toMatch(/^Bon-de-livraison-BL-\d{4}-00001\.pdf$/);
    expect((await pdfText(printed.rawPayload)).join('\n')).toContain('Bon de livraison');
  });

  it('writes certificates and templates, and previews a template', async () => {
    const s = await company();
    const tpl = await t.call({
      method: 'POST',
      url: '/api/Invoice/templates',
      token: s.admin.token,
      payload: {
        intitule: 'Standard',
        primaryColor: '#0b7285',
        footerText: 'RC 12345 — Patente 678',
        fields: ['companyIce', 'clientIce', 'tva', 'amountInWords'],
        isDefault: true,
      },
    });
    expect(tpl.statusCode, tpl.body).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Invoice/templates', token: s.admin.token })).json()).toHaveLength(1);
    const preview = await t.call({
      method: 'POST',
      url: '/api/Invoice/templates/preview',
      token: s.admin.token,
      payload: { footerText: 'Pied de page', fields: ['tva'] },
    });
    expect(preview.statusCode).toBe(200);
    expect((await pdfText(preview.rawPayload)).join('\n')).toContain('Pied de page');
    const cert = await t.call({
      method: 'POST',
      url: '/api/Certificate/manual',
      token: s.admin.token,
      payload: { title: 'Attestation de travail', body: 'Nous attestons que…', clientId: s.client.id },
    });
    expect(cert.statusCode, cert.body).toBe(200);
    expect(cert.json().reference).toMatch(/^AT-/);
    const file = await t.call({ method: 'GET', url: `/api/fileAP/certificate/static/${cert.json().id}`, token: s.admin.token });
    expect((await pdfText(file.rawPayload)).join('\n')).toContain('Attestation de travail');
    expect((await t.call({ method: 'GET', url: '/api/Certificate/invoices', token: s.admin.token })).json().total).toBe(1);
    expect((await t.call({ method: 'DELETE', url: `/api/Certificate/invoices/${cert.json().id}`, token: s.admin.token })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'DELETE', url: `/api/Invoice/templates/${tpl.json().id}`, token: s.admin.token })).statusCode).toBe(200);
  });

  it("answers 404 for another company's documents and 403 to a role without billing", async () => {
    const s = await company();
    const a = await order(s);
    const inv = (await t.call({ method: 'GET', url: `/api/Command/${a}/invoice`, token: s.admin.token })).json();
    const other = await signedIn(t, 'admin');
    for (const url of [`/api/Invoice/manual/${inv.id}`, `/api/Invoice/${inv.id}/pdf`, `/api/Command/${a}/invoice`])
      expect((await t.call({ method: 'GET', url, token: other.token })).statusCode, url).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/Invoice/${inv.id}/creditNote`, token: other.token, payload: {} })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'POST', url: '/api/Command/globalInvoice', token: other.token, payload: { cmdClientIds: [a] } })).statusCode,
    ).toBe(404);
    // A cashier holds no billing right.
    expect((await t.call({ method: 'GET', url: '/api/Command/invoices', token: s.cashier.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/Certificate/manual', token: s.cashier.token, payload: { title: 'x', body: 'y' } }))
        .statusCode,
    ).toBe(403);
    const seller = await newUser(t, s.entrepriseId, 'vendeuse', { magasinIds: [s.magasinId] });
    expect((await t.call({ method: 'GET', url: `/api/Invoice/${inv.id}/pdf`, token: await signIn(t, seller.email) })).statusCode).toBe(403);
  });
});

describe('invoice PDFs', { timeout: 120_000 }, () => {
  it('states the invoice in French: ICE, VAT per rate, totals, the amount in words, payment status', async () => {
    const s = await company();
    const a = await order(s, false);
    const res = await t.call({ method: 'GET', url: `/api/Command/${a}/invoice?blob=1&locale=fr`, token: s.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).join('\n');
    for (const expected of [
      'Facture',
      'Boulangerie Atlas',
      'ICE 001122334000055',
      'ICE 002233445000066',
      'Thé à la menthe',
      'Total TTC',
      '35,00 MAD',
      '3,33 MAD',
      '1,36 MAD',
      'trente-cinq dirhams',
      'Statut: Non payée',
    ])
      expect(text, expected).toContain(expected.replace(/ /g, ' '));
  });

  it('states it in Arabic, right to left: words in logical order, numbers and Latin names in place', async () => {
    const s = await company();
    const a = await order(s);
    await t.deps.database.db.updateTable('clients').set({ name: 'سلمى الإدريسي' }).where('id', '=', s.client.id).execute();
    const res = await t.call({ method: 'GET', url: `/api/Command/${a}/invoice?blob=1&locale=ar`, token: s.admin.token });
    expect(res.statusCode).toBe(200);
    const lines = await pdfText(res.rawPayload, true);
    const text = lines.join('\n');
    expect(text).toContain('فاتورة');
    expect(text).toContain('سلمى الإدريسي');
    expect(text).toContain('المجموع مع الضريبة');
    // A Latin company name and numbers inside Arabic text keep their own order.
    expect(text).toContain('Boulangerie Atlas');
    expect(text).toContain('ICE 002233445000066');
    expect(lines.some((l) => l.includes('حددت هذه الفاتورة في مبلغ') && l.includes('خمسة وثلاثون درهما'))).toBe(true);
    expect(text).toContain('مدفوعة');
  });
});
