// Terminals paired by QR code (product-spec §3 Device) and linked to a store.
import { z } from 'zod';
import { dbId } from './fields.schema';

export const device = z.object({
  id: z.number(),
  name: z.string(),
  /** The pass code the device card shows as a QR code. */
  status: z.string(),
  magasinId: z.number().nullable(),
  magasin: z.object({ id: z.number(), intitule: z.string() }).nullable(),
  installed: z.boolean(),
  lastSeenAt: z.string().nullable(),
  created_at: z.string(),
});
export type Device = z.infer<typeof device>;

/** qr: pass code + '.' + a hash of it signed by the server, what the terminal scans to pair; qrSvg: that payload drawn as an SVG QR code. */
export const deviceDetail = device.extend({ qr: z.string(), qrSvg: z.string() });
export type DeviceDetail = z.infer<typeof deviceDetail>;

export const deviceBody = z.object({ name: z.string().trim().min(2).max(120) });
export type DeviceBody = z.input<typeof deviceBody>;

export const deviceLinkParams = z.object({ id: dbId, storeId: dbId });
