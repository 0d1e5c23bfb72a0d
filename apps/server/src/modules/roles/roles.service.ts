// Granting and revoking a functionality to a role, within the signed-in user's company; audited.
// The admin role keeps every functionality: revoking one from it would lock the company's admins out.
import type { Database } from '../../db/database';
import { nowIso } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { deleteGrant, insertGrants } from '../tenancy/tenancy.repository';
import { findFunctionalityById, findRoleById } from './roles.repository';

export async function setGrant(database: Database, ctx: RequestContext, roleId: number, functionalityId: number, granted: boolean) {
  return database.db.transaction().execute(async (trx) => {
    const [role, func] = await Promise.all([findRoleById(trx, roleId), findFunctionalityById(trx, functionalityId)]);
    if (!role) throw notFound('role');
    if (!func) throw notFound('functionality');
    if (!granted && role.tag === 'admin') throw conflict('admin_role_locked');
    if (granted) {
      await insertGrants(trx, [{ entreprise_id: ctx.entrepriseId, role_id: roleId, functionality_id: functionalityId }]);
    } else {
      await deleteGrant(trx, ctx.entrepriseId, roleId, functionalityId);
    }
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: granted ? 'role.grant' : 'role.revoke',
      entity: 'role',
      entityId: roleId,
      data: { functionality: func.tag, role: role.tag },
      ip: ctx.ip,
      now: nowIso(),
    });
    return { roleId, functionalityId, granted };
  });
}
