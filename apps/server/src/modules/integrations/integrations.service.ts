// Integration settings per company: external APIs we call, internal API keys others use to call us.
// Keys are kept to be used, and answered masked; a key the server generates is shown once.
import type { ApiIntegration, ApiIntegrationData } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import type { ApiIntegrationRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { newToken } from '../../lib/tokens';
import { insertAudit } from '../audit/audit.repository';
import * as repo from './integrations.repository';

export const maskKey = (key: string | null): string | null => (key === null ? null : `••••${key.length > 8 ? key.slice(-4) : ''}`);

const toDto = (r: ApiIntegrationRow): ApiIntegration => ({
  id: r.id,
  name: r.name,
  url: r.url,
  apiKey: maskKey(r.apiKey),
  isActive: Boolean(r.isActive),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function list(database: Database, ctx: RequestContext, kind: repo.Kind): Promise<ApiIntegration[]> {
  return (await repo.listIntegrations(database.db, ctx.entrepriseId, kind)).map(toDto);
}

/** Creates, or updates when id is given; an update without apiKey keeps the stored key. */
export async function save(database: Database, ctx: RequestContext, kind: repo.Kind, body: ApiIntegrationData) {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    let id = body.id;
    let plainApiKey: string | undefined;
    if (id !== undefined) {
      if (!(await repo.findIntegration(trx, ctx.entrepriseId, kind, id))) throw notFound('integration');
      await repo.updateIntegration(trx, ctx.entrepriseId, id, {
        name: body.name,
        url: body.url,
        ...(body.apiKey ? { apiKey: body.apiKey } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        updated_at: now,
      });
    } else {
      let apiKey = body.apiKey ?? null;
      if (!apiKey && kind === 'internal') apiKey = plainApiKey = newToken();
      id = await repo.insertIntegration(trx, {
        entrepriseId: ctx.entrepriseId,
        kind,
        name: body.name,
        url: body.url,
        apiKey,
        isActive: body.isActive ?? true,
        now,
      });
    }
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'integration.save',
      entity: `${kind}_api`,
      entityId: id,
      data: { name: body.name, url: body.url, keyChanged: Boolean(body.apiKey || plainApiKey) },
      ip: ctx.ip,
      now,
    });
    const row = (await repo.findIntegration(trx, ctx.entrepriseId, kind, id))!;
    return { ...toDto(row), ...(plainApiKey ? { plainApiKey } : {}) };
  });
}
