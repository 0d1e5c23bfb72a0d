// Provisioning a company: subscribed functionalities, default role grants (docs/decisions.md), a subscription.
import { CLIENT_ROLE, CLIENT_ROLE_GRANTS, DEFAULT_ROLE_GRANTS, type RoleTag } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import * as repo from './tenancy.repository';

export interface NewEntreprise {
  intitule: string;
  currencyTag?: string;
  tel?: string | null;
  contactName?: string | null;
  variant: string;
  plan?: { plan: string; period: string; days: number };
  now: string;
}

export async function provisionEntreprise(trx: Executor, e: NewEntreprise): Promise<number> {
  const entrepriseId = await repo.insertEntreprise(trx, { ...e, currencyTag: e.currencyTag ?? 'MAD' });
  const [roles, funcs] = await Promise.all([repo.listRoles(trx), repo.listFunctionalities(trx)]);
  await repo.subscribeFunctionalities(
    trx,
    entrepriseId,
    funcs.map((f) => f.id),
  );
  const idByTag = new Map(funcs.map((f) => [f.tag, f.id]));
  const grants = roles.flatMap((role) =>
    (role.tag === CLIENT_ROLE ? CLIENT_ROLE_GRANTS : (DEFAULT_ROLE_GRANTS[role.tag as RoleTag] ?? [])).map((tag) => ({
      entreprise_id: entrepriseId,
      role_id: role.id,
      functionality_id: idByTag.get(tag)!,
    })),
  );
  await repo.insertGrants(trx, grants);
  const plan = e.plan ?? { plan: 'trial', period: 'monthly', days: 30 };
  await repo.insertSubscription(trx, {
    entrepriseId,
    plan: plan.plan,
    period: plan.period,
    status: 'active',
    startsAt: e.now,
    endsAt: new Date(Date.parse(e.now) + plan.days * 86_400_000).toISOString(),
    now: e.now,
  });
  return entrepriseId;
}

export async function roleIdByTag(db: Executor, tag: RoleTag | typeof CLIENT_ROLE): Promise<number> {
  const roles = await repo.listRoles(db);
  const role = roles.find((r) => r.tag === tag);
  if (!role) throw new Error(`role ${tag} missing`);
  return role.id;
}
