// The client's own views (client_views: /loyalty/client-personal-card, /loyalty/loyalty-points). A client-type account
// sees the client record of its company that carries the account's e-mail (else its phone): their card and points.
import { normalizePhone } from '@comptoir/shared';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findEntreprise } from '../entreprise/entreprise.repository';
import * as repo from './loyalty.repository';
import { cardUrl, qrSvg } from './loyalty.service';

/** The live, active client of the company matching the signed-in account (oldest first), or undefined. */
export async function ownClient(db: Executor, ctx: Pick<RequestContext, 'entrepriseId' | 'userId'>) {
  const user = await db.selectFrom('users').select(['email', 'tel']).where('id', '=', ctx.userId).executeTakeFirst();
  if (!user) return undefined;
  const live = db
    .selectFrom('clients')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('id');
  const byEmail = await live.where('email', '=', user.email.trim().toLowerCase()).execute();
  const phone = normalizePhone(user.tel);
  const byPhone = byEmail.length || !phone ? [] : await live.where('tel_normalized', '=', phone).execute();
  // A blocked client is kept out, as on the public card page.
  return [...byEmail, ...byPhone].find((c) => Boolean(c.isActive));
}

/** GET /Client/me/card: the account's own card (name, points, number, QR and its address), or null when none. */
export async function myCard(database: Database, baseUrl: string, ctx: RequestContext) {
  const c = await ownClient(database.db, ctx);
  if (!c) return { card: null };
  const [cards, e] = await Promise.all([
    repo.cardsOfClient(database.db, ctx.entrepriseId, c.id),
    findEntreprise(database.db, ctx.entrepriseId),
  ]);
  const url = cardUrl(baseUrl, ctx.entrepriseId, c.cardHash);
  return {
    card: {
      name: c.name,
      points: c.loyaltyPoints,
      reference: cards[0]?.reference ?? null,
      qrSvg: await qrSvg(url),
      url,
      entreprise: { intitule: e?.intitule ?? '', fileId: e?.fileId ?? null },
    },
  };
}

/** GET /Client/me/points: the account's own points ledger, newest first; 404 when no client matches the account. */
export async function myPoints(database: Database, ctx: RequestContext, page: number, limit: number) {
  const c = await ownClient(database.db, ctx);
  if (!c) throw notFound('loyalty_card');
  const { rows, total } = await repo.listMovements(database.db, ctx.entrepriseId, c.id, limit, (page - 1) * limit);
  return { data: rows, total, balance: c.loyaltyPoints };
}
