// Roles (in the role selector's order) and the roles × functionalities grid of the signed-in company.
import { CLIENT_ROLE, ROLE_TAGS, type GrantsGrid, type RoleRef } from '@comptoir/shared';
import type { Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import * as repo from './functionalities.repository';

const rank = (tag: string) => {
  const i = (ROLE_TAGS as readonly string[]).indexOf(tag);
  return i === -1 ? ROLE_TAGS.length : i;
};

const ordered = async (database: Database): Promise<RoleRef[]> =>
  (await repo.listRoles(database.db)).sort((a, b) => rank(a.tag) - rank(b.tag) || a.id - b.id);

/** The role selector's roles: the staff's (a client's own account is not made from the staff form, issue 31). */
export async function roles(database: Database): Promise<RoleRef[]> {
  return (await ordered(database)).filter((r) => r.tag !== CLIENT_ROLE);
}

export const functionalities = (database: Database, ctx: RequestContext) => repo.listSubscribed(database.db, ctx.entrepriseId);

/** Grants are shown within what the company subscribed to, as the permission check applies them. */
export async function grantsGrid(database: Database, ctx: RequestContext): Promise<GrantsGrid> {
  const [allRoles, funcs, grants] = await Promise.all([
    // Every role, the client accounts' last: what they may do is granted here too.
    ordered(database),
    functionalities(database, ctx),
    repo.listGrants(database.db, ctx.entrepriseId),
  ]);
  const subscribed = new Set(funcs.map((f) => f.id));
  return {
    roles: allRoles,
    functionalities: funcs,
    grants: allRoles.map((r) => ({
      roleId: r.id,
      functionalityIds: grants.filter((g) => g.role_id === r.id && subscribed.has(g.functionality_id)).map((g) => g.functionality_id),
    })),
  };
}
