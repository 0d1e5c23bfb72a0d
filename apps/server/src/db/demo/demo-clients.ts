// Demo clients, loyalty, promo codes and gift cards: 300 clients with Moroccan names, phones and birthdays, loyalty
// cards and points (as ledger movements), some prospects, a few promo codes and a dozen partly spent gift cards.
// Deterministic (seeded); only the public card hashes are random, as they are secrets.
import { normalizePhone } from '@comptoir/shared';
import type { Trx } from '../database';
import { newCardHash } from '../../modules/clients/clients.service';
import { insertClients } from '../../modules/clients/clients.repository';
import { seededRandom } from './demo-helpers';

const FEMALE = [
  'Fatima',
  'Khadija',
  'Aicha',
  'Meryem',
  'Salma',
  'Imane',
  'Hajar',
  'Zineb',
  'Nadia',
  'Samira',
  'Loubna',
  'Ghita',
  'Sanae',
  'Houda',
  'Asmae',
  'Kawtar',
  'Yasmina',
  'Rim',
  'Btissam',
  'Najat',
];
const MALE = [
  'Mohamed',
  'Ahmed',
  'Youssef',
  'Omar',
  'Karim',
  'Hamza',
  'Mehdi',
  'Rachid',
  'Said',
  'Hassan',
  'Anas',
  'Ayoub',
  'Ilyas',
  'Amine',
  'Driss',
  'Khalid',
  'Abdellah',
  'Othmane',
  'Soufiane',
  'Reda',
];
const CHILD = ['Adam', 'Rayan', 'Lina', 'Malak', 'Yahya', 'Inès', 'Sami', 'Nour', 'Jad', 'Aya'];
const LAST = [
  'Alaoui',
  'Bennani',
  'El Idrissi',
  'Tazi',
  'Berrada',
  'Chraibi',
  'Fassi',
  'Benjelloun',
  'Lahlou',
  'Sefrioui',
  'Kettani',
  'Ouazzani',
  'Amrani',
  'Naciri',
  'Mernissi',
  'Haddad',
  'Benali',
  'Zniber',
  'Skalli',
  'Guessous',
  'El Amrani',
  'Bouzidi',
  'Ait Ouahmane',
  'Belkadi',
  'Tahiri',
  'Cherkaoui',
  'Filali',
  'Lamrani',
  'Sqalli',
  'Bekkali',
];
const CITIES = [
  'Casablanca',
  'Casablanca',
  'Casablanca',
  'Rabat',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Kénitra',
  'Oujda',
];
const BLOOD = ['O+', 'O+', 'A+', 'A+', 'B+', 'AB+', 'O-', 'A-'];
const NOTES = [
  'Préfère le pain complet',
  'Allergie aux fruits à coque',
  'Commande chaque vendredi',
  'Client fidèle depuis 2019',
  'Livraison au bureau',
  null,
  null,
  null,
  null,
  null,
];

/** mulberry32: a small seeded generator, so the demo is the same on every run. */
function seeded(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

export async function createDemoClients(trx: Trx, c: { entrepriseId: number; magasinIds: number[]; userId: number | null; now: string }) {
  const r = seeded(20261123);
  const { entrepriseId, now } = c;
  const year = Number(now.slice(0, 4));
  const phones = new Set<string>();
  const rows = Array.from({ length: 300 }, (_, i) => {
    const kind = r.next();
    const child = kind < 0.08;
    const female = !child && kind < 0.55;
    const first = child ? r.pick(CHILD) : female ? r.pick(FEMALE) : r.pick(MALE);
    const last = r.pick(LAST);
    let tel: string;
    do tel = `0${r.pick(['6', '6', '7'])}${pad(r.int(10, 99))} ${pad(r.int(0, 99))} ${pad(r.int(0, 99))} ${pad(r.int(0, 99))}`;
    while (phones.has(normalizePhone(tel)!));
    phones.add(normalizePhone(tel)!);
    const age = child ? r.int(3, 12) : r.int(18, 75);
    const created = new Date(Date.parse(now) - r.int(1, 900) * 86_400_000).toISOString();
    return {
      entreprise_id: entrepriseId,
      magasin_id: c.magasinIds.length ? c.magasinIds[i % Math.min(2, c.magasinIds.length)] : null,
      name: `${first} ${last}`,
      tel,
      tel_normalized: normalizePhone(tel),
      email: child || r.next() < 0.35 ? null : `${slug(first)}.${slug(last)}${i}@example.ma`,
      birthday: `${year - age}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`,
      sex: child ? 'enfant' : female ? 'femme' : 'homme',
      bloodGroup: r.next() < 0.4 ? r.pick(BLOOD) : null,
      cityId: null,
      city: r.pick(CITIES),
      adresse: null,
      type: r.next() < 0.15 ? 'prospect' : 'client',
      loyaltyPoints: 0,
      notes: r.pick(NOTES),
      isActive: i % 97 !== 13,
      cardHash: newCardHash(),
      created_at: created,
      updated_at: created,
      deleted_at: null,
    };
  });
  await insertClients(trx, rows);
  const ids = (
    await trx.selectFrom('clients').select(['id', 'type', 'created_at']).where('entreprise_id', '=', entrepriseId).orderBy('id').execute()
  ).filter((x) => x.type === 'client');

  // Two in three clients hold a card and have bought: earnings (multiplier 1: 1 point per dirham), some spent.
  const cards = [];
  const movements = [];
  const balances = new Map<number, number>();
  for (const [n, cl] of ids.entries()) {
    if (n % 3 === 2) continue;
    cards.push({
      entreprise_id: entrepriseId,
      reference: `MA-${pad(n + 1, 6)}`,
      client_id: cl.id,
      isActive: true,
      created_at: cl.created_at,
      updated_at: cl.created_at,
      deleted_at: null,
    });
    let balance = 0;
    const visits = r.int(1, 8);
    for (let v = 0; v < visits; v++) {
      const points = r.int(25, 480);
      balance += points;
      movements.push({
        entreprise_id: entrepriseId,
        client_id: cl.id,
        kind: 'earn',
        points,
        commandId: null,
        key: `demo:earn:${cl.id}:${v}`,
        comment: null,
        user_id: c.userId,
        created_at: now,
      });
    }
    if (balance > 300 && r.next() < 0.3) {
      const spent = r.int(100, 300);
      balance -= spent;
      movements.push({
        entreprise_id: entrepriseId,
        client_id: cl.id,
        kind: 'spend',
        points: -spent,
        commandId: null,
        key: `demo:spend:${cl.id}`,
        comment: null,
        user_id: c.userId,
        created_at: now,
      });
    }
    balances.set(cl.id, balance);
  }
  for (let i = 0; i < cards.length; i += 200)
    await trx
      .insertInto('loyalty_cards')
      .values(cards.slice(i, i + 200))
      .execute();
  // A few printed cards not given yet.
  await trx
    .insertInto('loyalty_cards')
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        entreprise_id: entrepriseId,
        reference: `MA-9${pad(i + 1, 5)}`,
        client_id: null,
        isActive: true,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })),
    )
    .execute();
  for (let i = 0; i < movements.length; i += 200)
    await trx
      .insertInto('loyalty_point_movements')
      .values(movements.slice(i, i + 200))
      .execute();
  for (const [id, points] of balances) await trx.updateTable('clients').set({ loyaltyPoints: points }).where('id', '=', id).execute();

  // Promo codes: percentage and fixed amounts.
  const types = await trx.selectFrom('type_remises').select(['id', 'tag']).execute();
  const pct = types.find((x) => x.tag === 'percentage')!.id;
  const fixed = types.find((x) => x.tag === 'fixed_amount')!.id;
  const code = (
    intitule: string,
    typeRemiseId: number,
    valeur: number,
    maxUsing: number,
    more: { startAt?: string; endAt?: string; commentaire?: string; client_id?: number; usedCount?: number } = {},
  ) => ({
    entreprise_id: entrepriseId,
    intitule,
    typeRemiseId,
    valeur: valeur * 100,
    maxUsing,
    usedCount: more.usedCount ?? 0,
    isVerifiable: true,
    commentaire: more.commentaire ?? null,
    startAt: more.startAt ?? null,
    endAt: more.endAt ?? null,
    client_id: more.client_id ?? null,
    batch: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  await trx
    .insertInto('remises')
    .values([
      code('BIENVENUE10', pct, 10, 1000, { commentaire: 'Première visite', usedCount: 37 }),
      code('RAMADAN15', pct, 15, 500, { startAt: `${year}-02-15`, endAt: `${year}-03-20`, commentaire: 'Ramadan Kareem' }),
      code('FIDELE20', pct, 20, 1, { client_id: ids[0].id, commentaire: 'Merci pour votre fidélité' }),
      code('MOINS50', fixed, 50, 200, { commentaire: 'Dès 300 MAD d’achat', usedCount: 12 }),
      code('CAFE-OFFERT', fixed, 15, 1, { commentaire: 'Un café offert' }),
      code(`ETE${year}`, fixed, 30, 300, { startAt: `${year}-06-21`, endAt: `${year}-09-22` }),
    ])
    .execute();

  // A dozen gift cards, most partly spent (issue + redeems in the ledger; balance = their sum).
  for (let i = 0; i < 12; i++) {
    const amount = r.pick([200, 300, 500, 500, 1000]) * 100;
    const g = await trx
      .insertInto('gift_cards')
      .values({
        entreprise_id: entrepriseId,
        code: `GC-ATLAS${pad(i + 1, 3)}`,
        amount,
        balance: amount,
        client_id: i % 2 === 0 ? ids[i * 7].id : null,
        magasin_id: c.magasinIds[0] ?? null,
        expiresAt: `${year + 1}-${pad((i % 12) + 1)}-28`,
        isActive: true,
        comment: i % 3 === 0 ? 'Anniversaire' : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moves = [{ kind: 'issue', amount, key: `issue:${g.id}` }];
    let balance = amount;
    const spends = i % 4 === 3 ? 0 : r.int(1, 3);
    for (let k = 0; k < spends && balance > 0; k++) {
      const spend = Math.min(balance, r.int(30, 180) * 100);
      balance -= spend;
      moves.push({ kind: 'redeem', amount: -spend, key: `demo:gc:${g.id}:${k}` });
    }
    await trx
      .insertInto('gift_card_movements')
      .values(
        moves.map((m) => ({
          entreprise_id: entrepriseId,
          gift_card_id: g.id,
          kind: m.kind,
          amount: m.amount,
          commandId: null,
          key: m.key,
          user_id: c.userId,
          created_at: now,
        })),
      )
      .execute();
    await trx.updateTable('gift_cards').set({ balance }).where('id', '=', g.id).execute();
  }
}
