// Integration settings per company: external APIs we call, internal API keys others use to call us.
// Keys are never kept in clear: internal keys (others call us with them) as a SHA-256 digest, external keys (we call
// others with them) encrypted with the server secret. Answers show them masked; a generated key is shown once.
import type { ApiIntegration, ApiIntegrationData } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import type { ApiIntegrationRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { digestKey, isSealed, keyHint, seal, unseal } from '../../lib/secret-box';
import { newToken } from '../../lib/tokens';
import { insertAudit } from '../audit/audit.repository';
import * as repo from './integrations.repository';

const mask = (r: Pick<ApiIntegrationRow, 'apiKey' | 'keyHint'>): string | null => (r.apiKey === null ? null : `••••${r.keyHint ?? ''}`);

/** How a key is stored for its kind. */
const storedKey = (secret: string, kind: repo.Kind, plain: string) => ({
  apiKey: kind === 'internal' ? digestKey(plain) : seal(secret, plain),
  keyHint: keyHint(plain),
});

/** The clear external key, to call the integration with. */
export const externalKey = (secret: string, r: Pick<ApiIntegrationRow, 'apiKey'>): string | null =>
  r.apiKey === null ? null : isSealed(r.apiKey) ? unseal(secret, r.apiKey) : r.apiKey;

/** External keys stored in clear before they were encrypted are sealed (run at start). */
export async function sealLegacyExternalKeys(database: Database, secret: string): Promise<number> {
  const rows = await repo.listUnsealedExternal(database.db);
  for (const r of rows) {
    if (r.apiKey && !isSealed(r.apiKey)) await repo.setKey(database.db, r.id, storedKey(secret, 'external', r.apiKey));
  }
  return rows.length;
}

const toDto = (r: ApiIntegrationRow): ApiIntegration => ({
  id: r.id,
  name: r.name,
  url: r.url,
  apiKey: mask(r),
  isActive: Boolean(r.isActive),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function list(database: Database, ctx: RequestContext, kind: repo.Kind): Promise<ApiIntegration[]> {
  return (await repo.listIntegrations(database.db, ctx.entrepriseId, kind)).map(toDto);
}

/** Creates, or updates when id is given; an update without apiKey keeps the stored key. */
export async function save(database: Database, secret: string, ctx: RequestContext, kind: repo.Kind, body: ApiIntegrationData) {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    let id = body.id;
    let plainApiKey: string | undefined;
    if (id !== undefined) {
      if (!(await repo.findIntegration(trx, ctx.entrepriseId, kind, id))) throw notFound('integration');
      await repo.updateIntegration(trx, ctx.entrepriseId, id, {
        name: body.name,
        url: body.url,
        ...(body.apiKey ? storedKey(secret, kind, body.apiKey) : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        updated_at: now,
      });
    } else {
      let plain = body.apiKey ?? null;
      if (!plain && kind === 'internal') plain = plainApiKey = newToken();
      id = await repo.insertIntegration(trx, {
        entrepriseId: ctx.entrepriseId,
        kind,
        name: body.name,
        url: body.url,
        ...(plain ? storedKey(secret, kind, plain) : { apiKey: null, keyHint: null }),
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
