// Terminals: registered with a pass code, shown as a QR code signed by the server, linked to a store.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Device, DeviceDetail } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { hmac } from '../../lib/tokens';
import { insertAudit } from '../audit/audit.repository';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './devices.repository';

// No 0/O or 1/I: the code can also be typed from the card.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPassCode(length = 12): string {
  return Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** What the terminal scans: the pass code and its signature, so a forged code is refused at pairing. */
export const qrPayload = (secret: string, status: string): string => `${status}.${hmac(secret, status)}`;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDevice>>>;
const toDevice = (r: Row): Device => ({
  id: r.id,
  name: r.name,
  status: r.status,
  magasinId: r.magasin_id,
  magasin: r.magasin_id !== null && r.magasinIntitule !== null ? { id: r.magasin_id, intitule: r.magasinIntitule } : null,
  installed: Boolean(r.installed),
  lastSeenAt: r.lastSeenAt,
  created_at: r.created_at,
});

export async function list(database: Database, ctx: RequestContext, filter: { available?: boolean } = {}): Promise<Device[]> {
  return (await repo.listDevices(database.db, ctx.entrepriseId, filter)).map(toDevice);
}

export async function storeDevices(database: Database, ctx: RequestContext, magasinId: number): Promise<Device[]> {
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listDevices(database.db, ctx.entrepriseId, { magasinId })).map(toDevice);
}

export async function detail(database: Database, secret: string, ctx: RequestContext, id: number): Promise<DeviceDetail> {
  const row = await repo.findDevice(database.db, ctx.entrepriseId, id);
  if (!row) throw notFound('device');
  const qr = qrPayload(secret, row.status);
  // Drawn by the server so the web app needs no QR library; the card shows it as an image.
  const qrSvg = await QRCode.toString(qr, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { ...toDevice(row), qr, qrSvg };
}

export async function register(database: Database, secret: string, ctx: RequestContext, name: string): Promise<DeviceDetail> {
  const id = await database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const deviceId = await repo.insertDevice(trx, { entrepriseId: ctx.entrepriseId, name, status: newPassCode(), now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'device.register',
      entity: 'device',
      entityId: deviceId,
      data: { name },
      ip: ctx.ip,
      now,
    });
    return deviceId;
  });
  return detail(database, secret, ctx, id);
}

export async function linkToStore(
  database: Database,
  secret: string,
  ctx: RequestContext,
  id: number,
  storeId: number,
): Promise<DeviceDetail> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findDevice(trx, ctx.entrepriseId, id))) throw notFound('device');
    await visibleStore(trx, ctx, storeId);
    const now = nowIso();
    await repo.updateDevice(trx, ctx.entrepriseId, id, { magasin_id: storeId, installed: true, updated_at: now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'device.link',
      entity: 'device',
      entityId: id,
      data: { magasinId: storeId },
      ip: ctx.ip,
      now,
    });
  });
  return detail(database, secret, ctx, id);
}

export async function remove(database: Database, ctx: RequestContext, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteDevice(trx, ctx.entrepriseId, id))) throw notFound('device');
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'device.delete',
      entity: 'device',
      entityId: id,
      ip: ctx.ip,
      now: nowIso(),
    });
  });
}
