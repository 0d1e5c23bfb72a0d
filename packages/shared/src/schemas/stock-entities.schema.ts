// The stock entities beside the stores (product-spec §9 entity types central_achat and lab): the central purchasing
// warehouse (api-spec 7.14 GET /CentralAchats) and labs (7.15 GET and POST /Lab, GET and DELETE /Lab/{id}). Each has
// its levels, movements and operations like a store; a lab may sit in a store (its people's scope).
import { z } from 'zod';
import { idField } from './fields.schema';
import { STOCK_ENTITY_TYPES } from '../stock-flows';

const intitule = z.string().trim().min(2).max(120);

export const centralAchatBody = z.object({ intitule });
export type CentralAchatBody = z.input<typeof centralAchatBody>;
export const centralAchat = z.object({ id: z.number(), intitule: z.string(), createdAt: z.string() });
export type CentralAchat = z.infer<typeof centralAchat>;
export const centralAchats = z.array(centralAchat);

export const labBody = z.object({ intitule, magasinId: idField.nullable().optional() });
export type LabBody = z.input<typeof labBody>;
export const lab = z.object({ id: z.number(), intitule: z.string(), magasinId: z.number().nullable(), createdAt: z.string() });
export type Lab = z.infer<typeof lab>;
export const labs = z.array(lab);

/** An entity stock may be held in or sent to, by type (GET /StockOperation/destinations). */
export const stockEntityRef = z.object({ entityTypeTag: z.enum(STOCK_ENTITY_TYPES), id: z.number(), intitule: z.string() });
export type StockEntityRef = z.infer<typeof stockEntityRef>;
