// Demo cash registers: registers in the three demo stores, 90 days of closed sessions (opening fund counted in
// notes, fees, charges, advances, a few withdrawals, closing count with small differences, approvals for the larger
// ones) and today's sessions open (but the terrace register's, ready to open). Deterministic (seeded), written in batches. The till's demo data adds the sales
// into these sessions and then calls recountDemoSessions so every closing stays "expected + its difference".
import { closingDifferences, expectedByMode } from '@comptoir/shared';
import type { Insertable } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import type { Trx } from '../database';
import type { BilletOperationsTable, CaisseTotalsTable, NotificationsTable, OperationsTable } from '../schema';
import { batchInsert, runningTotals, seededRandom } from './demo-helpers';

/** The demo staff's access codes (a manager's approves a closing difference or a large withdrawal). */
export const DEMO_ACCESS_CODES: Record<string, string> = {
  admin: '100001',
  caissier: '200002',
  gerant: '300003',
  vendeuse: '400004',
  controleur_gestion: '800008',
};

const DAYS = 90;
const DAY_MS = 86_400_000;

/** Greedy change of an amount (minor units) into notes and coins. */
function toBillets(amount: number, billets: { id: number; value: number }[]) {
  const out: { billetId: number; quantity: number; amount: number }[] = [];
  let rest = amount;
  for (const b of billets) {
    const q = Math.floor(rest / b.value);
    if (q > 0) {
      out.push({ billetId: b.id, quantity: q, amount: q * b.value });
      rest -= q * b.value;
    }
  }
  return out;
}

export async function createDemoCaisse(trx: Trx, entrepriseId: number, stores: number[], now: string): Promise<void> {
  const random = seededRandom(20261123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const users = await trx
    .selectFrom('users')
    .innerJoin('entreprise_users as eu', 'eu.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'eu.roleId')
    .select(['users.id', 'roles.tag'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .execute();
  const userOf = (tag: string) => users.find((u) => u.tag === tag)!.id;
  const [cashier, seller, manager] = [userOf('caissier'), userOf('vendeuse'), userOf('gerant')];
  // Staff access codes (approvals on the till's screens): one per role, listed in DEMO_ACCESS_CODES.
  for (const u of users) {
    const code = DEMO_ACCESS_CODES[u.tag];
    if (!code) continue;
    await trx
      .updateTable('entreprise_users')
      .set({ codeHash: await hashPassword(code) })
      .where('entreprise_id', '=', entrepriseId)
      .where('user_id', '=', u.id)
      .execute();
  }
  for (const [key, value] of [
    ['two_step_manager_approval', true],
    // Refunds and modifications of a sale need a manager's code (product-spec §6): the till's refund asks for it.
    ['sale_modification_refund_approval', true],
    ['cash_difference_threshold', 20],
    ['cash_operation_threshold', 500],
  ] as const) {
    await trx
      .insertInto('entreprise_configs')
      .values({ entreprise_id: entrepriseId, key, value: JSON.stringify(value), updated_at: now })
      .execute();
  }

  const madBillets = (
    await trx.selectFrom('billets').select(['id', 'value']).where('currencyTag', '=', 'MAD').orderBy('value', 'desc').execute()
  ).map((b) => ({ id: b.id, value: b.value }));
  const registerNames: [number, string, number][] = [
    [stores[0], 'Caisse 1 — Comptoir', 100_000],
    [stores[0], 'Caisse 2 — Terrasse', 50_000],
    [stores[1], 'Caisse 1', 80_000],
    [stores[2], 'Caisse commandes en ligne', 20_000],
  ];
  const registers: { id: number; magasinId: number; intitule: string; fund: number }[] = [];
  for (const [magasinId, intitule, fund] of registerNames) {
    const r = await trx
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
    registers.push({ id: r.id, magasinId, intitule, fund });
  }

  // Business days: 90 closed days and today, per store.
  const today = Date.parse(`${now.slice(0, 10)}T00:00:00Z`);
  const dayList = Array.from({ length: DAYS + 1 }, (_, i) => new Date(today - (DAYS - i) * DAY_MS).toISOString().slice(0, 10));
  const dayRows = await trx
    .insertInto('calendar_days')
    .values(
      stores.flatMap((magasinId) =>
        dayList.map((day, i) => ({
          entreprise_id: entrepriseId,
          magasin_id: magasinId,
          day,
          state: i === DAYS ? ('opened' as const) : ('closed' as const),
          openedAt: `${day}T06:00:00.000Z`,
          closedAt: i === DAYS ? null : `${day}T22:00:00.000Z`,
          closedBy: i === DAYS ? null : manager,
          created_at: `${day}T06:00:00.000Z`,
          updated_at: now,
        })),
      ),
    )
    .returning(['id', 'magasin_id', 'day'])
    .execute();
  const dayId = (magasinId: number, day: string) => dayRows.find((d) => d.magasin_id === magasinId && d.day === day)!.id;

  // Sessions: one per register and day; today's stay open (opened at 07:00 local, or an hour ago if earlier).
  const opening = (day: string, i: number) => {
    const t = `${day}T06:0${i % 10}:00.000Z`;
    return t < now ? t : new Date(Date.parse(now) - 3_600_000).toISOString();
  };
  // One batch per day; the terrace register opens later in the day: today it is still closed, ready to open.
  const perDay = dayList.map((day, i) =>
    registers
      .filter((_, ri) => !(ri === 1 && i === DAYS))
      .map((r) => {
        const ri = registers.indexOf(r);
        return {
          entreprise_id: entrepriseId,
          magasin_id: r.magasinId,
          register_id: r.id,
          calendar_day_id: dayId(r.magasinId, day),
          state: 'opened' as const,
          currencyTag: 'MAD',
          openingFund: r.fund,
          openedBy: ri === 0 ? cashier : ri === 1 ? seller : manager,
          openedAt: opening(day, ri),
          created_at: opening(day, ri),
          updated_at: now,
        };
      }),
  );
  // Inserted as opened (one at a time per register is what the unique index allows), closed right after.
  const sessions: {
    id: number;
    register_id: number;
    openedAt: string;
    calendar_day_id: number;
    magasin_id: number;
    openedBy: number | null;
    day: string;
  }[] = [];
  for (let i = 0; i < dayList.length; i++) {
    const batch = perDay[i];
    const rows = await trx
      .insertInto('caisses')
      .values(batch)
      .returning(['id', 'register_id', 'openedAt', 'calendar_day_id', 'magasin_id', 'openedBy'])
      .execute();
    sessions.push(...rows.map((r) => ({ ...r, day: dayList[i] })));
    if (i < DAYS) {
      await trx
        .updateTable('caisses')
        .set({ state: 'closed' })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    }
  }

  const ops: Insertable<OperationsTable>[] = [];
  const billets: Insertable<BilletOperationsTable>[] = [];
  const notifications: Insertable<NotificationsTable>[] = [];
  const approvals: { caisseId: number; magasinId: number; amount: number; at: string; requestedBy: number }[] = [];
  const differences = new Map<number, number>();
  for (const s of sessions) {
    const reg = registers.find((r) => r.id === s.register_id)!;
    const day = s.day;
    const isToday = day === dayList[DAYS];
    const user = s.openedBy ?? cashier;
    const base = {
      entreprise_id: entrepriseId,
      magasin_id: s.magasin_id,
      caisse_id: s.id,
      calendar_day_id: s.calendar_day_id,
      user_id: user,
      currencyTag: 'MAD',
      command_id: null,
      approval_id: null,
    };
    const at = (h: number, m: number) => {
      const t = `${day}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000Z`;
      return isToday && t > now ? s.openedAt : t;
    };
    const op = (type: string, amount: number, h: number, extra: Partial<Insertable<OperationsTable>> = {}) =>
      ops.push({
        ...base,
        type,
        subType: null,
        modePayment: 'cash',
        amount,
        reason: null,
        created_at: at(h, Math.floor(random() * 60)),
        updated_at: now,
        ...extra,
      });
    op('opening_fund', reg.fund, 6, { created_at: s.openedAt });
    for (const b of toBillets(reg.fund, madBillets))
      billets.push({
        entreprise_id: entrepriseId,
        magasin_id: s.magasin_id,
        caisse_id: s.id,
        billet_id: b.billetId,
        type: 'opening',
        quantity: b.quantity,
        amount: b.amount,
        user_id: user,
        created_at: s.openedAt,
      });
    notifications.push({
      entreprise_id: entrepriseId,
      magasin_id: s.magasin_id,
      caisse_id: s.id,
      tag: 'open_cash',
      title: 'notif_open_cash',
      message: 'notif_open_cash',
      data: JSON.stringify({ caisseId: s.id, registerName: reg.intitule, openingFund: reg.fund / 100, currencyTag: 'MAD' }),
      user_id: user,
      created_at: s.openedAt,
    });
    let cash = reg.fund;
    if (random() < 0.6) {
      const amount = 1_000 * (2 + Math.floor(random() * 7));
      const fee = pick([
        ['packaging', 'Sacs kraft'],
        ['packaging', 'Boîtes à gâteaux'],
        ['delivery_fees', 'Course du livreur'],
        ['ads', 'Affiches vitrine'],
        ['miscellaneous_costs', 'Fournitures diverses'],
        ['other', 'Pressing des tabliers'],
      ] as const);
      op('fees', amount, 9, { subType: fee[0], reason: fee[1] });
      cash -= amount;
    }
    if (random() < 0.15) {
      const amount = 500 * (10 + Math.floor(random() * 20));
      op('charges', amount, 11, { reason: pick(['Eau', 'Gaz', 'Entretien', 'Réparation vitrine']) });
      cash -= amount;
    }
    if (random() < 0.35) {
      const amount = 1_000 * (10 + Math.floor(random() * 30));
      const mode = random() < 0.7 ? 'cash' : 'pos_machine';
      op('advance', amount, 12, {
        modePayment: mode,
        reason: pick(['Acompte gâteau anniversaire', 'Acompte commande pièce montée', 'Acompte traiteur']),
      });
      if (mode === 'cash') cash += amount;
    }
    if (!isToday && random() < 0.2 && cash - reg.fund > 10_000) {
      const amount = Math.floor((cash - reg.fund) / 10_000) * 10_000;
      const wat = at(17, 30);
      op('withdrawal', amount, 17, { reason: 'Versement au coffre', created_at: wat });
      notifications.push({
        entreprise_id: entrepriseId,
        magasin_id: s.magasin_id,
        caisse_id: s.id,
        tag: 'withdrawal',
        title: 'notif_withdrawal',
        message: 'notif_withdrawal',
        data: JSON.stringify({ caisseId: s.id, type: 'withdrawal', amount: amount / 100, reason: 'Versement au coffre' }),
        user_id: user,
        created_at: wat,
      });
      cash -= amount;
    }
    if (isToday) continue;
    // Small differences: most sessions exact, some a few dirhams off, a few beyond the threshold (approved).
    const r = random();
    const diff =
      r < 0.7
        ? 0
        : r < 0.95
          ? (random() < 0.5 ? -1 : 1) * 50 * (1 + Math.floor(random() * 10))
          : (random() < 0.7 ? -1 : 1) * 100 * (21 + Math.floor(random() * 20));
    differences.set(s.id, diff);
    const closedAt = `${day}T21:${String(30 + Math.floor(random() * 29)).padStart(2, '0')}:00.000Z`;
    if (Math.abs(diff) > 2_000)
      approvals.push({ caisseId: s.id, magasinId: s.magasin_id, amount: Math.abs(diff), at: closedAt, requestedBy: user });
  }
  await batchInsert(trx, 'operations', ops);
  await batchInsert(trx, 'billet_operations', billets);

  // Running totals from the ledger, as the app keeps them.
  await batchInsert(trx, 'caisse_totals', runningTotals(entrepriseId, ops));

  for (const a of approvals) {
    await trx
      .insertInto('approvals')
      .values({
        entreprise_id: entrepriseId,
        magasin_id: a.magasinId,
        caisse_id: a.caisseId,
        action: 'closing_difference',
        amount: a.amount,
        requestedBy: a.requestedBy,
        approvedBy: manager,
        data: null,
        created_at: a.at,
      })
      .execute();
  }
  await batchInsert(trx, 'notifications', notifications);
  await recountDemoSessions(trx, entrepriseId, differences, madBillets);
}

const DEMO_REMARKS = [
  'Erreur de rendu de monnaie sur un gros billet',
  'Recompté deux fois, écart confirmé',
  'Acompte encaissé sans ticket, à régulariser',
  'Billet de 200 refusé (faux), mis de côté',
];

/**
 * Closes (again) every closed demo session from its running totals: counted = expected + the session's difference
 * (cash only), counts per mode, closing billets and the closing fund. Call after adding sales to the sessions.
 */
export async function recountDemoSessions(
  trx: Trx,
  entrepriseId: number,
  differences?: Map<number, number>,
  billets?: { id: number; value: number }[],
) {
  const closed = await trx
    .selectFrom('caisses')
    .select(['id', 'magasin_id', 'calendar_day_id', 'openedBy', 'openedAt', 'difference'])
    .where('entreprise_id', '=', entrepriseId)
    .where('state', '=', 'closed')
    .execute();
  const ids = closed.map((c) => c.id);
  const notes =
    billets ??
    (await trx.selectFrom('billets').select(['id', 'value']).where('currencyTag', '=', 'MAD').orderBy('value', 'desc').execute());
  const allTotals = await trx
    .selectFrom('caisse_totals')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('type', '!=', 'closing_fund')
    .execute();
  await trx.deleteFrom('caisse_counts').where('entreprise_id', '=', entrepriseId).execute();
  await trx.deleteFrom('billet_operations').where('entreprise_id', '=', entrepriseId).where('type', '=', 'closing').execute();
  await trx.deleteFrom('operations').where('entreprise_id', '=', entrepriseId).where('type', '=', 'closing_fund').execute();
  await trx.deleteFrom('caisse_totals').where('entreprise_id', '=', entrepriseId).where('type', '=', 'closing_fund').execute();
  await trx.deleteFrom('notifications').where('entreprise_id', '=', entrepriseId).where('tag', '=', 'close_cash').execute();
  const counts = [];
  const closingBillets: Insertable<BilletOperationsTable>[] = [];
  const closingOps: Insertable<OperationsTable>[] = [];
  const closingTotals: Insertable<CaisseTotalsTable>[] = [];
  const notifications: Insertable<NotificationsTable>[] = [];
  for (const c of closed) {
    const expected = expectedByMode(
      allTotals.filter((t) => t.caisse_id === c.id).map((t) => ({ type: t.type, modePayment: t.modePayment, amount: Number(t.amount) })),
    );
    const diff = differences?.get(c.id) ?? Number(c.difference ?? 0);
    const counted = Object.fromEntries(Object.entries(expected).map(([m, e]) => [m, m === 'cash' ? Math.max(0, e + diff) : e]));
    if (counted.cash === undefined) counted.cash = Math.max(0, diff);
    const lines = closingDifferences(expected, counted);
    counts.push(...lines.map((l) => ({ entreprise_id: entrepriseId, caisse_id: c.id, ...l })));
    const sum = (k: 'expected' | 'counted' | 'difference') => lines.reduce((a, l) => a + l[k], 0);
    const closedAt = new Date(Date.parse(c.openedAt) + 15.5 * 3_600_000).toISOString();
    // Beyond the demo's 20 MAD threshold a closing carries its remark, as the app asks for one.
    const remark = Math.abs(diff) > 2_000 ? { closingNote: DEMO_REMARKS[c.id % DEMO_REMARKS.length] } : {};
    await trx
      .updateTable('caisses')
      .set({
        closedBy: c.openedBy,
        closedAt,
        expectedTotal: sum('expected'),
        countedTotal: sum('counted'),
        difference: sum('difference'),
        ...remark,
      })
      .where('id', '=', c.id)
      .execute();
    for (const b of toBillets(counted.cash, notes))
      closingBillets.push({
        entreprise_id: entrepriseId,
        magasin_id: c.magasin_id,
        caisse_id: c.id,
        billet_id: b.billetId,
        type: 'closing',
        quantity: b.quantity,
        amount: b.amount,
        user_id: c.openedBy,
        created_at: closedAt,
      });
    closingOps.push({
      entreprise_id: entrepriseId,
      magasin_id: c.magasin_id,
      caisse_id: c.id,
      calendar_day_id: c.calendar_day_id,
      command_id: null,
      user_id: c.openedBy,
      type: 'closing_fund',
      subType: null,
      modePayment: 'cash',
      amount: counted.cash,
      currencyTag: 'MAD',
      reason: null,
      approval_id: null,
      created_at: closedAt,
      updated_at: closedAt,
    });
    closingTotals.push({
      entreprise_id: entrepriseId,
      caisse_id: c.id,
      type: 'closing_fund',
      modePayment: 'cash',
      amount: counted.cash,
      count: 1,
    });
    notifications.push({
      entreprise_id: entrepriseId,
      magasin_id: c.magasin_id,
      caisse_id: c.id,
      tag: 'close_cash',
      title: 'notif_close_cash',
      message: 'notif_close_cash',
      data: JSON.stringify({
        caisseId: c.id,
        expected: sum('expected') / 100,
        counted: sum('counted') / 100,
        difference: sum('difference') / 100,
      }),
      user_id: c.openedBy,
      created_at: closedAt,
    });
  }
  await batchInsert(trx, 'caisse_counts', counts);
  await batchInsert(trx, 'billet_operations', closingBillets);
  await batchInsert(trx, 'operations', closingOps);
  await batchInsert(trx, 'caisse_totals', closingTotals);
  await batchInsert(trx, 'notifications', notifications);
  return ids.length;
}
