// Sign-in, sessions, profile, company switch, registration, activation and one-time sign-in links.
import { TOKEN_TTL_MS, type AuthUser, type LoginBody, type ProfilePatch, type RegisterBody } from '@comptoir/shared';
import { nowIso, type Executor } from '../../db/database';
import type { UserUpdate } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { insertAudit } from '../audit/audit.repository';
import { checkReferences } from '../entreprise/entreprise.service';
import { insertMembership, insertUser, listSubscriptions } from '../tenancy/tenancy.repository';
import { provisionEntreprise, roleIdByTag } from '../tenancy/tenancy.service';
import * as repo from './auth.repository';
import { attemptSucceeded, reserveAttempt, throttleKey } from './throttle';

const ACTIVATION_TTL_MS = 48 * 3_600_000;
const AUTO_LOGIN_TTL_MS = 15 * 60_000;

const invalidCredentials = () => new AppError('UNAUTHENTICATED', 'invalid_credentials');

export async function buildAuthUser(
  db: Executor,
  userId: number,
  entrepriseId: number,
  latestCompatibleVersion: number | null,
  bound = false,
): Promise<AuthUser> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw notFound('user');
  const memberships = await repo.findMemberships(db, userId);
  const current = memberships.find((m) => m.id === entrepriseId);
  const membership = await repo.findMembership(db, userId, entrepriseId);
  if (!current || !membership) throw notFound('entreprise');
  const [role, functionalities, magasins] = await Promise.all([
    repo.findRole(db, membership.roleId),
    repo.findGrantedFunctionalities(db, entrepriseId, membership.roleId),
    repo.findUserMagasinIds(db, entrepriseId, userId),
  ]);
  const ref = (m: (typeof memberships)[number]) => ({
    id: m.id,
    intitule: m.intitule,
    currencyTag: m.currencyTag,
    isSetup: Boolean(m.isSetup),
    fileId: m.fileId,
  });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    tel: user.tel,
    fileId: user.fileId,
    userType: user.userType,
    locale: user.locale,
    roleId: role.id,
    role: { id: role.id, tag: role.tag, intitule: role.intitule },
    magasinId: membership.magasinId,
    magasins: magasins.length ? magasins : membership.magasinId ? [membership.magasinId] : [],
    functionalities,
    isLastVersion: true,
    latestCompatibleVersion,
    isActive: Boolean(user.isActive),
    entreprise: ref(current),
    // A session bound to its company (opened from someone else's link) offers no other company.
    otherEntreprises: bound ? [] : memberships.filter((m) => m.id !== entrepriseId && Boolean(m.isActive)).map(ref),
    hideGettingStarted: Boolean(user.hideGettingStarted),
  };
}

async function openSession(
  deps: Deps,
  db: Executor,
  userId: number,
  entrepriseId: number,
  remember: boolean,
  opts: { notAfter?: string | null; bound?: boolean } = {},
) {
  const token = newToken();
  const now = nowIso();
  let expiresAt = new Date(Date.now() + (remember ? TOKEN_TTL_MS.remember : TOKEN_TTL_MS.session)).toISOString();
  if (opts.notAfter && Date.parse(opts.notAfter) < Date.parse(expiresAt)) expiresAt = new Date(Date.parse(opts.notAfter)).toISOString();
  const bound = opts.bound ?? false;
  await repo.insertSession(db, { tokenHash: hashToken(token), userId, entrepriseId, remember, expiresAt, now, bound });
  const user = await buildAuthUser(db, userId, entrepriseId, deps.config.latestCompatibleVersion, bound);
  return { token, expiresAt, user };
}

/**
 * The till unlocked by a collaborator's code (rh/punch.service.ts) goes on under his own account: a session of his in
 * this company, the till's previous session (another user's) signed out, both audited. The register's open cash
 * session is a row of its own and stays open for him.
 */
export async function openTillSession(deps: Deps, trx: Executor, ctx: RequestContext, userId: number) {
  const previous = await trx.selectFrom('sessions').select(['remember']).where('id', '=', ctx.sessionId).executeTakeFirst();
  const session = await openSession(deps, trx, userId, ctx.entrepriseId, Boolean(previous?.remember));
  const now = nowIso();
  await repo.revokeSession(trx, ctx.sessionId, now);
  await insertAudit(trx, {
    entrepriseId: ctx.entrepriseId,
    userId,
    action: 'auth.till_unlock',
    data: { previousUserId: ctx.userId },
    ip: ctx.ip,
    now,
  });
  return session;
}

/** The company a user signs into: the last one used when still a member, else the first active membership. */
async function pickEntreprise(db: Executor, userId: number, last: number | null): Promise<number | undefined> {
  const memberships = (await repo.findMemberships(db, userId)).filter((m) => Boolean(m.isActive));
  return (memberships.find((m) => m.id === last) ?? memberships[0])?.id;
}

export async function login(deps: Deps, body: Required<Pick<LoginBody, 'email' | 'password'>> & { remember?: boolean }, ip: string) {
  const { db } = deps.database;
  const email = body.email.toLowerCase();
  const accountKey = throttleKey('email', email);
  const addressKey = throttleKey('ip', ip);
  await reserveAttempt(deps.database, [accountKey, addressKey]);
  const user = await repo.findUserByEmail(db, email);
  const ok = user ? await verifyPassword(body.password, user.passwordHash) : await verifyPassword(body.password, DUMMY_HASH);
  if (!user || !ok) {
    await insertAudit(db, {
      entrepriseId: null,
      userId: user?.id ?? null,
      action: 'auth.login_failed',
      data: { email },
      ip,
      now: nowIso(),
    });
    throw invalidCredentials();
  }
  if (!user.isActive) throw new AppError('FORBIDDEN', 'account_blocked');
  const entrepriseId = await pickEntreprise(db, user.id, user.lastEntrepriseId);
  if (!entrepriseId) throw new AppError('FORBIDDEN', 'account_blocked');
  await attemptSucceeded(deps.database, accountKey, addressKey);
  return deps.database.db.transaction().execute(async (trx) => {
    const session = await openSession(deps, trx, user.id, entrepriseId, Boolean(body.remember));
    await insertAudit(trx, { entrepriseId, userId: user.id, action: 'auth.login', ip, now: nowIso() });
    return session;
  });
}

// Compared against when the e-mail is unknown, so both paths take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function logout(deps: Deps, ctx: RequestContext): Promise<void> {
  await repo.revokeSession(deps.database.db, ctx.sessionId, nowIso());
}

export async function authInfo(deps: Deps, ctx: RequestContext): Promise<AuthUser> {
  const bound = Boolean((await repo.findSessionById(deps.database.db, ctx.sessionId))?.bound);
  return buildAuthUser(deps.database.db, ctx.userId, ctx.entrepriseId, deps.config.latestCompatibleVersion, bound);
}

export async function updateProfile(deps: Deps, ctx: RequestContext, patch: ProfilePatch): Promise<AuthUser> {
  const { db } = deps.database;
  const user = await repo.findUserById(db, ctx.userId);
  if (!user) throw notFound('user');
  const set: UserUpdate = { updated_at: nowIso() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.tel !== undefined) set.tel = patch.tel;
  if (patch.fileId !== undefined) set.fileId = patch.fileId;
  if (patch.locale !== undefined) set.locale = patch.locale;
  if (patch.hideGettingStarted !== undefined) set.hideGettingStarted = patch.hideGettingStarted;
  // A picture must be one of the company's files (a 32-bit id is already checked by the schema).
  if (typeof patch.fileId === 'number') {
    const errors = await checkReferences(db, ctx.entrepriseId, { files: { fileId: patch.fileId } });
    if (errors.length) throw invalid(errors);
  }
  if (patch.newPassword) {
    if (!(await verifyPassword(patch.currentPassword ?? '', user.passwordHash))) {
      throw new AppError('VALIDATION', 'The given data was invalid.', {
        errors: [{ field: 'currentPassword', message: 'current_password_wrong' }],
      });
    }
    set.passwordHash = await hashPassword(patch.newPassword);
  }
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, ctx.userId, set);
    if (patch.newPassword) {
      // A new password signs out every other session of the user.
      await repo.revokeOtherSessions(trx, ctx.userId, ctx.sessionId, nowIso());
      await repo.voidSignInLinks(trx, ctx.userId, null, nowIso());
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'auth.password_changed',
        ip: ctx.ip,
        now: nowIso(),
      });
    }
  });
  return authInfo(deps, ctx);
}

export async function switchEntreprise(deps: Deps, ctx: RequestContext, entrepriseId: number): Promise<AuthUser> {
  const { db } = deps.database;
  // A session opened from a link somebody else issued stays in the company that issued it.
  if ((await repo.findSessionById(db, ctx.sessionId))?.bound) throw forbidden();
  const memberships = await repo.findMemberships(db, ctx.userId);
  if (!memberships.some((m) => m.id === entrepriseId && Boolean(m.isActive))) throw notFound('entreprise');
  await db.transaction().execute(async (trx) => {
    await repo.setSessionEntreprise(trx, ctx.sessionId, entrepriseId);
    await repo.updateUser(trx, ctx.userId, { lastEntrepriseId: entrepriseId });
  });
  return buildAuthUser(db, ctx.userId, entrepriseId, deps.config.latestCompatibleVersion);
}

export async function activeSubscriptions(deps: Deps, ctx: RequestContext) {
  const rows = await listSubscriptions(deps.database.db, ctx.entrepriseId);
  const now = Date.now();
  const subscriptions = rows.map((s) => ({
    id: s.id,
    plan: s.plan,
    period: s.period,
    status: (s.status === 'suspended' ? 'suspended' : s.endsAt && Date.parse(s.endsAt) < now ? 'expired' : 'active') as
      'active' | 'expired' | 'suspended',
    startsAt: s.startsAt,
    endsAt: s.endsAt,
  }));
  const active = subscriptions.filter((s) => s.status === 'active');
  return {
    subscriptions: active.length ? active : subscriptions.slice(0, 1),
    expired: active.length === 0 && subscriptions.some((s) => s.status === 'expired'),
    suspended: active.length === 0 && subscriptions.some((s) => s.status === 'suspended'),
  };
}

export async function register(deps: Deps, body: RegisterBody, ip: string) {
  const { db } = deps.database;
  const email = body.email.toLowerCase();
  // Every registration counts against its address: it creates a company and tells whether an e-mail is used.
  await reserveAttempt(deps.database, [throttleKey('register', ip)]);
  if (await repo.findUserByEmail(db, email)) {
    throw new AppError('CONFLICT', 'email_taken', { errors: [{ field: 'email', message: 'email_taken' }] });
  }
  const passwordHash = await hashPassword(body.password);
  const activation = newToken();
  const session = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const entrepriseId = await provisionEntreprise(trx, {
      intitule: body.entrepriseName,
      tel: body.tel,
      contactName: body.name,
      variant: deps.config.variant,
      now,
    });
    const userId = await insertUser(trx, {
      name: body.name,
      email,
      tel: body.tel,
      passwordHash,
      userType: body.userType,
      locale: body.locale ?? null,
      verified: false,
      now,
      entrepriseId,
    });
    await insertMembership(trx, { entrepriseId, userId, roleId: await roleIdByTag(trx, 'admin'), magasinId: null, now });
    await repo.insertOneTimeToken(trx, {
      tokenHash: hashToken(activation),
      userId,
      purpose: 'activation',
      expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS).toISOString(),
      now,
    });
    await insertAudit(trx, { entrepriseId, userId, action: 'auth.register', ip, now });
    return openSession(deps, trx, userId, entrepriseId, false);
  });
  await deps.mailer.send({
    to: email,
    subject: `${deps.config.productName} — activation`,
    text: `${body.name},\n\n${deps.config.publicUrl}/?activation=${activation}\n`,
  });
  return session;
}

export async function activate(deps: Deps, hash: string): Promise<void> {
  const { db } = deps.database;
  const token = await repo.findOneTimeToken(db, hashToken(hash), 'activation');
  if (!token || token.usedAt) throw new AppError('NOT_FOUND', 'activation_invalid');
  if (Date.parse(token.expiresAt) < Date.now()) throw new AppError('GONE', 'activation_expired');
  await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeOneTimeToken(trx, token.id, nowIso()))) throw new AppError('NOT_FOUND', 'activation_invalid');
    await repo.updateUser(trx, token.user_id, { emailVerifiedAt: nowIso() });
  });
}

/** A single-use, 15-minute sign-in link for `userId` (opened on another device, or shown as a QR code), made by
 * the signed-in `ctx` in its company. Whoever checks that `ctx` may manage the member is the caller. The session it
 * opens is in that company, ends no later than the issuing session, and — when issued by somebody else — is bound. */
export async function createAutoLoginLink(deps: Deps, ctx: RequestContext, userId: number) {
  const { db } = deps.database;
  const user = await repo.findUserById(db, userId);
  if (!user) throw notFound('user');
  const issuing = await repo.findSessionById(db, ctx.sessionId);
  if (!issuing) throw new AppError('UNAUTHENTICATED', 'NOT AUTHORIZED');
  const identifier = newToken();
  const expiresAt = new Date(Math.min(Date.now() + AUTO_LOGIN_TTL_MS, Date.parse(issuing.expiresAt))).toISOString();
  await repo.insertOneTimeToken(db, {
    tokenHash: hashToken(identifier),
    userId,
    purpose: 'auto_login',
    expiresAt,
    now: nowIso(),
    entrepriseId: ctx.entrepriseId,
    issuedBy: ctx.userId,
    sessionExpiresAt: issuing.expiresAt,
  });
  const q = new URLSearchParams({ email: user.email, identifier });
  return { url: `${deps.config.publicUrl}/?${q.toString()}`, expiresAt };
}

export async function autoLogin(deps: Deps, email: string, identifier: string, ip: string) {
  const { db } = deps.database;
  const addressKey = throttleKey('ip', ip);
  await reserveAttempt(deps.database, [addressKey]);
  const token = await repo.findOneTimeToken(db, hashToken(identifier), 'auto_login');
  const user = token ? await repo.findUserById(db, token.user_id) : undefined;
  const entrepriseId = token?.entreprise_id;
  if (!token || !user || !entrepriseId || user.email !== email.toLowerCase() || token.usedAt || Date.parse(token.expiresAt) < Date.now()) {
    throw new AppError('UNAUTHENTICATED', 'link_invalid');
  }
  const membership = await repo.findMembership(db, user.id, entrepriseId);
  if (!membership || !membership.isActive || membership.deleted_at || !user.isActive) throw new AppError('FORBIDDEN', 'account_blocked');
  const session = await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeOneTimeToken(trx, token.id, nowIso()))) throw new AppError('UNAUTHENTICATED', 'link_invalid');
    await insertAudit(trx, {
      entrepriseId,
      userId: user.id,
      action: 'auth.login_link',
      data: { issuedBy: token.issuedBy },
      ip,
      now: nowIso(),
    });
    return openSession(deps, trx, user.id, entrepriseId, true, {
      notAfter: token.sessionExpiresAt,
      bound: token.issuedBy !== user.id,
    });
  });
  await attemptSucceeded(deps.database, null, addressKey);
  return session;
}
