// Factories for the cash tests: registers, company settings, staff access codes, and orders as the till writes them.
import { nowIso } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import { newStore, newUser, signIn } from './factories';
import type { TestApp } from './test-app';

export async function newRegister(
  t: TestApp,
  entrepriseId: number,
  magasinId: number,
  intitule = `Caisse ${Math.random().toString(36).slice(2, 7)}`,
) {
  const now = nowIso();
  const row = await t.deps.database.db
    .insertInto('registers')
    .values({
      entreprise_id: entrepriseId,
      magasin_id: magasinId,
      intitule,
      isActive: true,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new register of the store with a session opened on it by `token`'s user, through the API: the session's id. */
export async function openNewRegister(
  t: TestApp,
  token: string,
  s: { entrepriseId: number; magasinId: number },
  intitule: string,
  openingFund = 0,
) {
  const registerId = await newRegister(t, s.entrepriseId, s.magasinId, intitule);
  const opened = await t.call({ method: 'POST', url: '/api/Caisse/open', token, payload: { registerId, openingFund } });
  if (opened.statusCode !== 200) throw new Error(`opening ${intitule}: ${opened.statusCode} ${opened.body}`);
  return opened.json().id as number;
}

export async function setConfig(t: TestApp, entrepriseId: number, key: string, value: unknown) {
  await t.deps.database.db
    .insertInto('entreprise_configs')
    .values({ entreprise_id: entrepriseId, key, value: JSON.stringify(value), updated_at: nowIso() })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

export async function setAccessCode(t: TestApp, entrepriseId: number, userId: number, code: string) {
  await t.deps.database.db
    .updateTable('entreprise_users')
    .set({ codeHash: await hashPassword(code) })
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A company with a store, a register, and signed-in admin and cashier (bound to the store). Its cashiers see the
 * expected amounts (cash_blind_count off), as most cash and sales tests read them; `blindCount: 'default'` leaves the
 * setting unset (the blind count is then on), `true` turns it on.
 */
export async function cashSetup(t: TestApp, opts: { blindCount?: boolean | 'default' } = {}) {
  const { newCompany } = await import('./factories');
  const { entrepriseId } = await newCompany(t);
  const blind = opts.blindCount ?? false;
  if (blind !== 'default') await setConfig(t, entrepriseId, 'cash_blind_count', blind);
  const magasinId = await newStore(t, entrepriseId);
  const registerId = await newRegister(t, entrepriseId, magasinId, 'Caisse 1');
  const admin = await newUser(t, entrepriseId, 'admin');
  const cashier = await newUser(t, entrepriseId, 'caissier', { magasinIds: [magasinId] });
  const manager = await newUser(t, entrepriseId, 'gerant', { magasinIds: [magasinId] });
  return {
    entrepriseId,
    magasinId,
    registerId,
    admin: { ...admin, token: await signIn(t, admin.email) },
    cashier: { ...cashier, token: await signIn(t, cashier.email) },
    manager: { ...manager, token: await signIn(t, manager.email) },
  };
}

/** An order as the till writes it (the till issue builds the real writer). */
export async function newCommand(
  t: TestApp,
  c: {
    entrepriseId: number;
    magasinId: number;
    caisseId: number | null;
    total: number;
    paid?: number;
    isCredit?: boolean;
    etat?: string;
    clientName?: string;
    ticketNumber?: number;
    lines?: { label: string; quantity: number; total: number; priceId?: number }[];
  },
) {
  const now = nowIso();
  const { db } = t.deps.database;
  const row = await db
    .insertInto('commands')
    .values({
      entreprise_id: c.entrepriseId,
      uuid: `cmd-${Math.random().toString(36).slice(2)}`,
      magasin_id: c.magasinId,
      caisse_id: c.caisseId,
      calendar_day_id: null,
      ticketNumber: c.ticketNumber ?? null,
      user_id: null,
      client_id: null,
      clientName: c.clientName ?? null,
      etat: c.etat ?? 'validated',
      isCredit: c.isCredit ?? false,
      currencyTag: 'MAD',
      subtotal: c.total,
      remise: 0,
      total: c.total,
      paid: c.paid ?? 0,
      notes: null,
      validatedBy: null,
      validatedAt: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (c.lines?.length) {
    await db
      .insertInto('command_lines')
      .values(
        c.lines.map((l) => ({
          entreprise_id: c.entrepriseId,
          command_id: row.id,
          price_id: l.priceId ?? null,
          label: l.label,
          quantity: l.quantity,
          unitPrice: Math.round(l.total / l.quantity),
          remise: 0,
          tva: 20,
          total: l.total,
          created_at: now,
        })),
      )
      .execute();
  }
  return row.id;
}
