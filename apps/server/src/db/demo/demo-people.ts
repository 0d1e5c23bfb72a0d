// The demo's people and memberships (issue 32, members helper), so the HR and membership screens are not empty: the
// Maârif store's time clock on, five collaborators (the demo cashier and saleswoman with their sign-in accounts, so
// their code unlocks the till under their own account), punch cards on the working days of the last four weeks (a
// break at noon, one forgotten clock-out for a manager to close), three plans on catalogue prices and a score of
// subscribed clients, their periods billed (and renewed) by the same code as the renewal job, and a few sessions used
// at the counter in their last two periods (each a 0 ticket with its use), so the usage figures are not empty.
import { addPeriod, daysBetween, type MembershipPeriod } from '@comptoir/shared';
import { hashPassword } from '../../lib/passwords';
import { billPeriod, bringUpToDate } from '../../modules/memberships/renewals';
import * as aggregates from '../../modules/dashboards/aggregates';
import { insertCommand, insertLines } from '../../modules/orders/orders.repository';
import type { Trx } from '../database';
import { DEMO_DOMAIN } from './demo';
import { batchInsert, seededRandom } from './demo-helpers';

/** The code every demo collaborator clocks with. */
export const DEMO_CLOCK_CODE = '1234';
const OFFSET = 60; // Casablanca, UTC+1
const DAY = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A local wall-clock time of a day as UTC ISO. */
const at = (day: string, hh: number, mm: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hh * 60 + mm - OFFSET) * 60_000).toISOString();

export async function createDemoPeople(trx: Trx, entrepriseId: number, stores: number[], now: string): Promise<void> {
  const rand = seededRandom(32);
  const [maarif, agdal] = stores;
  await trx.updateTable('magasins').set({ timeClockLogin: true }).where('id', '=', maarif).execute();
  const codeHash = await hashPassword(DEMO_CLOCK_CODE);
  const userOf = async (role: string) =>
    (await trx.selectFrom('users').select('id').where('email', '=', `${role}@${DEMO_DOMAIN}`).executeTakeFirst())?.id ?? null;
  const people = [
    {
      firstName: 'Karim',
      lastName: 'Haddad',
      position: 'Caissier',
      contractType: 'cdi',
      weekly: 40,
      pay: 'hourly',
      amount: 1900,
      user: await userOf('caissier'),
      store: maarif,
    },
    {
      firstName: 'Nora',
      lastName: 'Tazi',
      position: 'Vendeuse',
      contractType: 'cdi',
      weekly: 40,
      pay: 'monthly',
      amount: 420000,
      user: await userOf('vendeuse'),
      store: maarif,
    },
    {
      firstName: 'Youssef',
      lastName: 'Amrani',
      position: 'Boulanger',
      contractType: 'cdi',
      weekly: 44,
      pay: 'monthly',
      amount: 560000,
      user: null,
      store: maarif,
    },
    {
      firstName: 'Salma',
      lastName: 'Chraibi',
      position: 'Serveuse',
      contractType: 'cdd',
      weekly: 30,
      pay: 'hourly',
      amount: 1750,
      user: null,
      store: maarif,
    },
    {
      firstName: 'Hamza',
      lastName: 'El Idrissi',
      position: 'Apprenti pâtissier',
      contractType: 'apprenticeship',
      weekly: 35,
      pay: 'monthly',
      amount: 250000,
      user: null,
      store: agdal,
    },
  ];
  const today = dayOf(Date.parse(now));
  const cards: { collaborator_id: number; startAt: string; endAt: string | null; brk: [string, string] | null; magasin_id: number }[] = [];
  for (const [i, p] of people.entries()) {
    const id = (
      await trx
        .insertInto('collaborators')
        .values({
          entreprise_id: entrepriseId,
          firstName: p.firstName,
          lastName: p.lastName,
          email: null,
          tel: `+2126611100${i}${i}`,
          position: p.position,
          contractType: p.contractType,
          contractStart: dayOf(Date.parse(now) - (200 + i * 90) * DAY),
          contractEnd: p.contractType === 'cdd' ? dayOf(Date.parse(now) + 120 * DAY) : null,
          weeklyMinutes: p.weekly * 60,
          payType: p.pay,
          payAmount: p.amount,
          user_id: p.user,
          emergencyName: 'Famille ' + p.lastName,
          emergencyTel: `+2126622200${i}${i}`,
          codeHash,
          isActive: true,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('collaborator_magasins')
      .values({ entreprise_id: entrepriseId, collaborator_id: id, magasin_id: p.store })
      .execute();
    // The working days (Monday to Saturday) of the last four weeks, today excluded.
    for (let d = 28; d >= 1; d--) {
      const day = dayOf(Date.parse(`${today}T00:00:00Z`) - d * DAY);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || (weekday === (i % 6) + 1 && p.weekly < 44)) continue;
      const startH = p.position === 'Boulanger' ? 5 : 7;
      const start = at(day, startH, Math.floor(rand() * 20));
      const hours = p.weekly / 6 + (rand() < 0.2 ? 1 : 0);
      const end = at(day, startH + Math.floor(hours) + 1, Math.floor(rand() * 30));
      const forgotten = i === 3 && d === 3;
      cards.push({
        collaborator_id: id,
        startAt: start,
        endAt: forgotten ? null : end,
        brk: [at(day, 12, 0), at(day, 12, 30 + Math.floor(rand() * 15))],
        magasin_id: p.store,
      });
    }
  }
  for (const c of cards) {
    const cardId = (
      await trx
        .insertInto('punch_cards')
        .values({
          entreprise_id: entrepriseId,
          collaborator_id: c.collaborator_id,
          magasin_id: c.magasin_id,
          startAt: c.startAt,
          endAt: c.endAt,
          offsetMinutes: OFFSET,
          open_key: null,
          closedBy: null,
          closeReason: null,
          created_at: c.startAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    if (c.brk && c.endAt)
      await trx
        .insertInto('punch_breaks')
        .values({ entreprise_id: entrepriseId, punch_card_id: cardId, startAt: c.brk[0], endAt: c.brk[1], open_key: null })
        .execute();
  }

  // Plans on catalogue prices.
  const priceIds = async (labels: string[]) =>
    (
      await trx
        .selectFrom('prices')
        .select('id')
        .where('entreprise_id', '=', entrepriseId)
        .where('label', 'in', labels)
        .where('deleted_at', 'is', null)
        .execute()
    ).map((r) => r.id);
  const plans = [
    {
      intitule: 'Café du matin',
      description: 'Un café chaque matin, 20 par mois',
      kind: 'package',
      price: 15000,
      period: 'monthly',
      uses: 20,
      tva: 10,
      labels: ['Espresso', 'Café crème'],
    },
    {
      intitule: 'Viennoiseries de la semaine',
      description: 'Six viennoiseries par semaine',
      kind: 'product',
      price: 2400,
      period: 'weekly',
      uses: 6,
      tva: 0,
      labels: ['Croissant au beurre', 'Croissant aux amandes'],
    },
    {
      intitule: 'Thé illimité',
      description: 'Thé à la menthe à volonté, au comptoir',
      kind: 'package',
      price: 9900,
      period: 'monthly',
      uses: null,
      tva: 10,
      labels: ['Thé à la menthe'],
    },
  ];
  const planRows = [];
  for (const p of plans) {
    const ids = await priceIds(p.labels);
    if (!ids.length) continue;
    const id = (
      await trx
        .insertInto('membership_plans')
        .values({
          entreprise_id: entrepriseId,
          intitule: p.intitule,
          description: p.description,
          kind: p.kind,
          price: p.price,
          currencyTag: 'MAD',
          period: p.period,
          usesPerPeriod: p.uses,
          active: true,
          tva: p.tva,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await batchInsert(
      trx,
      'membership_plan_prices',
      ids.map((price_id) => ({ entreprise_id: entrepriseId, plan_id: id, price_id })),
    );
    planRows.push({ ...p, id });
  }
  if (!planRows.length) return;
  const clients = await trx
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('entreprise_id', '=', entrepriseId)
    .where('isActive', '=', true)
    .orderBy('id')
    .limit(20)
    .execute();
  for (const [i, c] of clients.entries()) {
    const plan = planRows[i % planRows.length];
    const startAt = dayOf(Date.parse(now) - Math.floor(5 + rand() * 80) * DAY);
    const periodEnd = addPeriod(startAt, plan.period as MembershipPeriod);
    const magasinId = i % 3 === 2 ? agdal : maarif;
    const etat = i === 7 ? 'suspended' : 'active';
    const id = (
      await trx
        .insertInto('memberships')
        .values({
          entreprise_id: entrepriseId,
          plan_id: plan.id,
          client_id: c.id,
          magasin_id: magasinId,
          etat,
          autoRenew: i !== 5,
          startAt,
          periodStart: startAt,
          periodEnd,
          remindedFor: null,
          endedAt: null,
          user_id: null,
          created_at: `${startAt}T09:00:00.000Z`,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const m = { id, entreprise_id: entrepriseId, client_id: c.id, magasin_id: magasinId };
    await billPeriod(
      trx,
      m,
      { intitule: plan.intitule, price: plan.price, currencyTag: 'MAD', tva: plan.tva },
      {
        periodStart: startAt,
        periodEnd,
        kind: 'subscribe',
        userId: null,
        now: `${startAt}T09:00:00.000Z`,
      },
    );
    // Caught up to today as the renewal job would (renewed periods, or expired when it stops renewing).
    if (etat === 'active') await bringUpToDate(trx, entrepriseId, id, today, now);
  }
  await createDemoUses(trx, entrepriseId, planRows, today, rand);
  // The demo's periods were paid at the counter: their orders are settled (none waits at the till's "to pay" list).
  await trx
    .updateTable('commands')
    .set((eb) => ({ etat: 'paid', paid: eb.ref('total') }))
    .where('entreprise_id', '=', entrepriseId)
    .where('uuid', 'like', 'membership-%')
    .execute();
}

/**
 * Sessions used at the counter by the live subscribers, in their current and previous periods (days before today): each
 * a 0 ticket of one covered price, as the till writes a use (membership-uses.ts), with its use, its history row and its
 * share of the dashboards' aggregates. A few dozen rows: the demo stays quick to build.
 */
async function createDemoUses(
  trx: Trx,
  entrepriseId: number,
  plans: { id: number; uses: number | null; labels: string[] }[],
  today: string,
  rand: () => number,
): Promise<void> {
  const prices = await trx
    .selectFrom('prices as pr')
    .innerJoin('membership_plan_prices as pp', 'pp.price_id', 'pr.id')
    .select(['pp.plan_id', 'pr.id', 'pr.label', 'pr.tva'])
    .where('pp.entreprise_id', '=', entrepriseId)
    .orderBy('pr.id')
    .execute();
  const members = await trx
    .selectFrom('memberships as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select(['m.id', 'm.plan_id', 'm.client_id', 'c.name', 'm.magasin_id'])
    .where('m.entreprise_id', '=', entrepriseId)
    .where('m.etat', 'in', ['active', 'suspended'])
    .orderBy('m.id')
    .execute();
  for (const m of members) {
    const plan = plans.find((p) => p.id === m.plan_id);
    const covered = prices.filter((p) => p.plan_id === m.plan_id);
    if (!plan || !covered.length) continue;
    const periods = await trx
      .selectFrom('membership_periods')
      .select(['periodStart', 'periodEnd'])
      .where('membership_id', '=', m.id)
      .orderBy('periodStart', 'desc')
      .limit(2)
      .execute();
    for (const [k, p] of periods.entries()) {
      // Days of the period before today; the current period gets fewer uses (it is under way).
      const span = Math.min(daysBetween(p.periodStart, p.periodEnd), daysBetween(p.periodStart, today));
      if (span <= 0) continue;
      const most = Math.min(plan.uses ?? 6, k === 0 ? 3 : 5);
      const count = Math.floor(rand() * (most + 1));
      for (let n = 0; n < count; n++) {
        const day = new Date(Date.parse(`${p.periodStart}T00:00:00Z`) + Math.floor(rand() * span) * DAY).toISOString().slice(0, 10);
        const hour = 8 + Math.floor(rand() * 10);
        const when = at(day, hour, Math.floor(rand() * 60));
        const price = covered[Math.floor(rand() * covered.length)];
        const order = {
          entreprise_id: entrepriseId,
          uuid: `demo-use-${m.id}-${p.periodStart}-${n}`,
          magasin_id: m.magasin_id,
          caisse_id: null,
          calendar_day_id: null,
          ticketNumber: null,
          user_id: null,
          client_id: m.client_id,
          clientName: m.name,
          etat: 'paid',
          isCredit: false,
          currencyTag: 'MAD',
          subtotal: 0,
          remise: 0,
          total: 0,
          paid: 0,
          notes: null,
          validatedBy: null,
          validatedAt: null,
          created_at: when,
          updated_at: when,
          deleted_at: null,
          taxes: '[]',
          businessDay: day,
          businessHour: hour,
        };
        const commandId = await insertCommand(trx, order);
        const line = { command_id: commandId, price_id: price.id, quantity: 1, unitPrice: 0, remise: 0, total: 0 };
        const [lineId] = await insertLines(trx, [
          { ...line, entreprise_id: entrepriseId, label: price.label, tva: Number(price.tva), created_at: when },
        ]);
        await trx
          .insertInto('command_states')
          .values({
            entreprise_id: entrepriseId,
            command_id: commandId,
            from: null,
            to: 'paid',
            user_id: null,
            approval_id: null,
            reason: null,
            created_at: when,
          })
          .execute();
        await trx
          .insertInto('membership_uses')
          .values({
            entreprise_id: entrepriseId,
            membership_id: m.id,
            periodStart: p.periodStart,
            price_id: price.id,
            command_id: commandId,
            command_line_id: lineId,
            quantity: 1,
            created_at: when,
          })
          .execute();
        await trx
          .insertInto('membership_events')
          .values({
            entreprise_id: entrepriseId,
            membership_id: m.id,
            client_id: m.client_id,
            type: 'used',
            command_id: commandId,
            amount: null,
            user_id: null,
            created_at: when,
          })
          .execute();
        await aggregates.addNew(
          trx,
          { ...order, id: commandId, source: null },
          [{ ...line, returnedQuantity: 0, orderRemise: 0, unitCost: null }],
          [],
        );
      }
    }
  }
}
