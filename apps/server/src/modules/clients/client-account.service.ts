// A client's own sign-in account, given from the client's page in the back office (issue 31): a member of the company
// in the `client` role (its grants: order online, see its card and the near stores), found again by the client's
// e-mail (my-card.service ownClient). As a staff member is created (users.service createMember): the manager sets the
// initial password the client signs in with, to be changed by the client; the e-mail is the client's (the client
// record takes the one given, so that the account finds its client).
import { CLIENT_ROLE, type ClientAccount } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { AppError, conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolationRule } from '../../lib/unique-rules';
import { insertAudit } from '../audit/audit.repository';
import { checkNotBlocked, reserveAttempt, throttleKey } from '../auth/throttle';
import { roleIdByTag } from '../tenancy/tenancy.service';
import { insertMembership, insertUser } from '../tenancy/tenancy.repository';
import { findEmailOwner } from '../users/users.repository';
import { findClientOr404 } from './clients.service';

/** The company's `client` member signing in with this e-mail, or undefined. */
const accountOf = (db: Executor, entrepriseId: number, email: string | null) =>
  email
    ? db
        .selectFrom('entreprise_users as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .innerJoin('roles as r', 'r.id', 'm.roleId')
        .select(['u.id', 'u.email', 'm.isActive', 'm.created_at'])
        .where('m.entreprise_id', '=', entrepriseId)
        .where('m.deleted_at', 'is', null)
        .where('r.tag', '=', CLIENT_ROLE)
        .where('u.email', '=', email.trim().toLowerCase())
        .executeTakeFirst()
    : Promise.resolve(undefined);

const toAccount = (a: Awaited<ReturnType<typeof accountOf>>): ClientAccount =>
  a
    ? {
        account: {
          userId: a.id,
          email: a.email,
          isActive: Boolean(a.isActive),
          createdAt: a.created_at === null ? null : new Date(String(a.created_at)).toISOString(),
        },
      }
    : { account: null };

/** GET /Client/{id}/account: the client's sign-in account, or null. */
export async function getAccount(database: Database, ctx: RequestContext, clientId: number): Promise<ClientAccount> {
  const c = await findClientOr404(database.db, ctx.entrepriseId, clientId);
  return toAccount(await accountOf(database.db, ctx.entrepriseId, c.email));
}

/** POST /Client/{id}/account: gives the client a sign-in account (e-mail + initial password). */
export async function createAccount(
  database: Database,
  ctx: RequestContext,
  clientId: number,
  body: { email?: string; password: string },
): Promise<ClientAccount> {
  await checkNotBlocked(database, throttleKey('taken', ctx.ip));
  const passwordHash = await hashPassword(body.password);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const c = await findClientOr404(trx, ctx.entrepriseId, clientId);
      const email = (body.email ?? c.email ?? '').trim().toLowerCase();
      if (!email) throw invalid([{ field: 'email', message: 'required' }]);
      if (await accountOf(trx, ctx.entrepriseId, c.email)) throw conflict('client_account_exists');
      // Another client of the company already has this e-mail: the account would find that one.
      const twin = await trx
        .selectFrom('clients')
        .select('id')
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('deleted_at', 'is', null)
        .where('email', '=', email)
        .where('id', '!=', c.id)
        .executeTakeFirst();
      if (twin || (await findEmailOwner(trx, email))) throw conflict('email_taken', 'email');
      const now = nowIso();
      if (email !== (c.email ?? '').trim().toLowerCase())
        await trx
          .updateTable('clients')
          .set({ email, updated_at: now })
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('id', '=', c.id)
          .execute();
      const userId = await insertUser(trx, {
        name: c.name,
        email,
        tel: c.tel,
        passwordHash,
        userType: 'individual',
        locale: null,
        verified: true,
        now,
        entrepriseId: ctx.entrepriseId,
      });
      await insertMembership(trx, {
        entrepriseId: ctx.entrepriseId,
        userId,
        roleId: await roleIdByTag(trx, CLIENT_ROLE),
        magasinId: null,
        now,
      });
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'client.account',
        entity: 'client',
        entityId: c.id,
        data: { email, userId },
        ip: ctx.ip,
        now,
      });
      return toAccount(await accountOf(trx, ctx.entrepriseId, email));
    });
  } catch (err) {
    const answer =
      !(err instanceof AppError) && uniqueViolationRule(err)?.message === 'email_taken' ? conflict('email_taken', 'email') : err;
    // "E-mail already used" tells whether an account exists: counted per address, as the staff form's.
    if (answer instanceof AppError && answer.message === 'email_taken') await reserveAttempt(database, [throttleKey('taken', ctx.ip)]);
    throw answer;
  }
}
