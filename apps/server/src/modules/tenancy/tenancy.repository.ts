// SQL for companies, their subscribed functionalities, role grants and memberships.
import type { Executor } from '../../db/database';

export async function insertEntreprise(
  db: Executor,
  e: { intitule: string; currencyTag: string; tel?: string | null; contactName?: string | null; variant: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('entreprises')
    .values({
      intitule: e.intitule,
      currencyTag: e.currencyTag,
      tel: e.tel ?? null,
      contactName: e.contactName ?? null,
      ice: null,
      adresse: null,
      fileId: null,
      largeFileId: null,
      cmmWebDomaineName: null,
      isSetup: false,
      variant: e.variant,
      created_at: e.now,
      updated_at: e.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const listRoles = (db: Executor) => db.selectFrom('roles').selectAll().orderBy('id').execute();
export const listFunctionalities = (db: Executor) => db.selectFrom('functionalities').selectAll().orderBy('id').execute();

export async function subscribeFunctionalities(db: Executor, entrepriseId: number, functionalityIds: number[]): Promise<void> {
  if (!functionalityIds.length) return;
  await db
    .insertInto('entreprise_functionalities')
    .values(functionalityIds.map((functionality_id) => ({ entreprise_id: entrepriseId, functionality_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertGrants(db: Executor, rows: { entreprise_id: number; role_id: number; functionality_id: number }[]) {
  if (!rows.length) return;
  await db
    .insertInto('role_functionalities')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteGrant(db: Executor, entrepriseId: number, roleId: number, functionalityId: number) {
  await db
    .deleteFrom('role_functionalities')
    .where('entreprise_id', '=', entrepriseId)
    .where('role_id', '=', roleId)
    .where('functionality_id', '=', functionalityId)
    .execute();
}

export async function insertMembership(
  db: Executor,
  m: { entrepriseId: number; userId: number; roleId: number; magasinId: number | null; now: string },
): Promise<void> {
  await db
    .insertInto('entreprise_users')
    .values({
      entreprise_id: m.entrepriseId,
      user_id: m.userId,
      roleId: m.roleId,
      magasinId: m.magasinId,
      isActive: true,
      created_at: m.now,
    })
    .execute();
}

export async function insertUserMagasins(db: Executor, entrepriseId: number, userId: number, magasinIds: number[]) {
  if (!magasinIds.length) return;
  await db
    .insertInto('user_magasins')
    .values(magasinIds.map((magasin_id) => ({ entreprise_id: entrepriseId, user_id: userId, magasin_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertSubscription(
  db: Executor,
  s: { entrepriseId: number; plan: string; period: string; status: string; startsAt: string; endsAt: string | null; now: string },
) {
  await db
    .insertInto('subscriptions')
    .values({
      entreprise_id: s.entrepriseId,
      plan: s.plan,
      period: s.period,
      status: s.status,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      created_at: s.now,
    })
    .execute();
}

export const listSubscriptions = (db: Executor, entrepriseId: number) =>
  db.selectFrom('subscriptions').selectAll().where('entreprise_id', '=', entrepriseId).orderBy('startsAt', 'desc').execute();

export const findEntreprise = (db: Executor, id: number) =>
  db.selectFrom('entreprises').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertUser(
  db: Executor,
  u: {
    name: string;
    email: string;
    tel: string | null;
    passwordHash: string;
    userType: string | null;
    locale: string | null;
    verified: boolean;
    now: string;
    entrepriseId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      name: u.name,
      email: u.email.toLowerCase(),
      tel: u.tel,
      passwordHash: u.passwordHash,
      fileId: null,
      userType: u.userType,
      locale: u.locale,
      isActive: true,
      emailVerifiedAt: u.verified ? u.now : null,
      hideGettingStarted: false,
      lastEntrepriseId: u.entrepriseId,
      created_at: u.now,
      updated_at: u.now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMagasin(
  db: Executor,
  m: {
    entrepriseId: number;
    intitule: string;
    tel?: string;
    rue?: string;
    city?: string;
    cityId?: number | null;
    countryId?: number | null;
    codePostal?: string;
    currencyTag: string;
    isOnline: boolean;
    latitude?: string | null;
    longitude?: string | null;
    startTime?: string;
    footerTicket?: string;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('magasins')
    .values({
      entreprise_id: m.entrepriseId,
      intitule: m.intitule,
      tel: m.tel ?? null,
      rue: m.rue ?? null,
      codePostal: m.codePostal ?? null,
      cityId: m.cityId ?? null,
      countryId: m.countryId ?? null,
      city: m.city ?? null,
      province: null,
      currencyTag: m.currencyTag,
      ice: null,
      fileId: null,
      latitude: m.latitude ?? null,
      longitude: m.longitude ?? null,
      footerTicket: m.footerTicket ?? null,
      startTime: m.startTime ?? null,
      isOnline: m.isOnline,
      isSetup: true,
      timeClockLogin: false,
      isActive: true,
      created_at: m.now,
      updated_at: m.now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const listMagasins = (db: Executor, entrepriseId: number) =>
  db.selectFrom('magasins').selectAll().where('entreprise_id', '=', entrepriseId).where('deleted_at', 'is', null).orderBy('id').execute();
