// Clients (patients in the clinic variant): api-spec 7.9, product-spec §3 (client state, types, sexes).
import { z } from 'zod';
import { looseBoolean } from './common.schema';
import { blankable, dayString, dbId, digitsText, idField, idListQuery, int32Query, phoneNumber } from './fields.schema';

export const CLIENT_TYPES = ['client', 'prospect', 'patient'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_SEXES = ['femme', 'homme', 'enfant'] as const;
export type ClientSex = (typeof CLIENT_SEXES)[number];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** Service states of the client queue (product-spec §4). */
export const QUEUE_STATES = ['waiting', 'arrived', 'served', 'archived', 'canceled'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
/**
 * The service states' moves (§4 "Service: waiting, arrived on site, served, archived, canceled"), checked by the server
 * and offered by the queue screen: an arrived client may go back to waiting (called too early).
 */
export const QUEUE_MOVES: Readonly<Record<QueueState, readonly QueueState[]>> = {
  waiting: ['arrived', 'served', 'canceled'],
  arrived: ['served', 'canceled', 'waiting'],
  served: ['archived'],
  archived: [],
  canceled: [],
};
/** Product-spec §5: customer search needs 3 or more characters. */
export const CLIENT_SEARCH_MIN = 3;
export const CLIENT_PAGE_SIZE = 20;
/** Seconds between two refreshes of the queue when the company has not set client_queue_interval_time. */
export const DEFAULT_QUEUE_INTERVAL_S = 30;

export const client = z.object({
  id: z.number(),
  name: z.string(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.enum(CLIENT_SEXES).nullable(),
  bloodGroup: z.string().nullable(),
  cityId: z.number().nullable(),
  city: z.string().nullable(),
  adresse: z.string().nullable(),
  /** The client company's ICE (Identifiant Commun de l'Entreprise), printed on its invoices. */
  ice: z.string().nullable(),
  type: z.enum(CLIENT_TYPES),
  loyaltyPoints: z.number(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  magasinId: z.number().nullable(),
  /** Card numbers of the client's loyalty cards. */
  cards: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof client>;

/** GET /Client/?filters&offset: a page of clients from offset; `offset` in the answer is the next one (null at the end). */
export const clientsQuery = z.object({
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 100).default(CLIENT_PAGE_SIZE),
  keyword: z.string().trim().max(120).optional(),
  type: z.enum(CLIENT_TYPES).optional(),
  sex: z.enum(CLIENT_SEXES).optional(),
  cityId: idListQuery.optional(),
  isActive: looseBoolean.optional(),
  /** Birthdays in this month (1–12). */
  birthMonth: int32Query(1, 12).optional(),
  sort: z.enum(['name', '-name', 'created_at', '-created_at', 'loyaltyPoints', '-loyaltyPoints']).optional(),
});
export type ClientsQuery = z.input<typeof clientsQuery>;
export type ClientsQueryData = z.output<typeof clientsQuery>;
export const clientsAnswer = z.object({ clients: z.array(client), offset: z.number().nullable(), total: z.number() });
export type ClientsAnswer = z.infer<typeof clientsAnswer>;

const clientName = z.string().trim().min(2).max(190);

/** POST /Client/: creates, or updates when id is given. Phone or e-mail is needed to reach a client. */
export const clientBody = z.object({
  id: idField.optional(),
  name: clientName,
  tel: blankable(phoneNumber),
  email: blankable(z.email().max(190)),
  birthday: blankable(dayString),
  sex: blankable(z.enum(CLIENT_SEXES)),
  bloodGroup: blankable(z.enum(BLOOD_GROUPS)),
  cityId: idField.nullable().optional(),
  city: blankable(z.string().trim().max(120)),
  adresse: blankable(z.string().trim().max(255)),
  /** Absent: unchanged on an update (the card page and imports do not carry it). */
  ice: blankable(digitsText(30)),
  type: z.enum(CLIENT_TYPES).optional(),
  notes: blankable(z.string().trim().max(5000)),
  magasinId: idField.nullable().optional(),
  /** A loyalty card number to link at once. */
  cardReference: blankable(z.string().trim().min(4).max(40)),
});
export type ClientBody = z.input<typeof clientBody>;
export type ClientData = z.output<typeof clientBody>;

export const clientSaved = z.object({
  client,
  /** The promo code made for a new client when the company setting asks for it. */
  promoCode: z.string().nullable(),
});

export const pointMovement = z.object({
  id: z.number(),
  kind: z.string(),
  points: z.number(),
  commandId: z.number().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type PointMovement = z.infer<typeof pointMovement>;

export const loyaltyCard = z.object({
  id: z.number(),
  reference: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  isActive: z.boolean(),
  created_at: z.string(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCard>;

export const additionalInfo = z.object({
  id: z.number(),
  typeId: z.number(),
  type: z.string(),
  natureId: z.number(),
  nature: z.string(),
  value: z.string(),
});

/** GET /Client/{id}: the profile, with history-ready sections. */
export const clientProfile = z.object({
  client,
  cardHash: z.string(),
  cards: z.array(loyaltyCard),
  points: z.array(pointMovement),
  giftCards: z.array(
    z.object({ id: z.number(), code: z.string(), amount: z.number(), balance: z.number(), expiresAt: z.string().nullable() }),
  ),
  promoCodes: z.array(
    z.object({ id: z.number(), intitule: z.string(), valeur: z.number(), tag: z.string(), maxUsing: z.number(), usedCount: z.number() }),
  ),
  additionalInfos: z.array(additionalInfo),
});
export type ClientProfile = z.infer<typeof clientProfile>;

export const infoNature = z.object({ id: z.number(), intitule: z.string(), deleted_at: z.string().nullable().optional() });
export const infoType = z.object({
  id: z.number(),
  intitule: z.string(),
  natureId: z.number(),
  deleted_at: z.string().nullable().optional(),
});
export type InfoNature = z.infer<typeof infoNature>;
export type InfoType = z.infer<typeof infoType>;

/** GET /Client/create and the options part of GET /Client/{id}/edit. */
export const clientFormData = z.object({
  types: z.array(z.enum(CLIENT_TYPES)),
  sexes: z.array(z.enum(CLIENT_SEXES)),
  bloodGroups: z.array(z.string()),
  natures: z.array(infoNature),
  infoTypes: z.array(infoType),
  promoCodeOnCreation: z.boolean(),
});
export const clientEditData = clientFormData.extend({ client, additionalInfos: z.array(additionalInfo) });

/** GET /Client/select/data: clients for a chooser (the till's "add customer"), 3+ characters to search. */
export const clientSelectQuery = z.object({ keyword: z.string().trim().max(120).optional() });
export const clientOption = z.object({ id: z.number(), name: z.string(), tel: z.string().nullable(), loyaltyPoints: z.number() });
export const clientSelectAnswer = z.array(clientOption);

/** POST /Client/addAdditionalInfo: sets (or clears, with an empty value) the client's values by type. */
export const addAdditionalInfoBody = z.object({
  clientId: idField,
  infos: z
    .array(z.object({ typeId: idField, value: z.string().trim().max(500) }))
    .min(1)
    .max(100),
});

export const natureBody = z.object({ id: idField.optional(), intitule: z.string().trim().min(2).max(120) });
export const infoTypeBody = z.object({ id: idField.optional(), intitule: z.string().trim().min(2).max(120), natureId: idField });

export const clientQrQuery = z.object({ withEmail: looseBoolean.optional() });
export const clientQr = z.object({ svg: z.string(), url: z.string(), emailed: z.boolean() });

export const queueEntry = z.object({
  id: z.number(),
  number: z.number(),
  status: z.enum(QUEUE_STATES),
  clientId: z.number(),
  clientName: z.string(),
  tel: z.string().nullable(),
  magasinId: z.number().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QueueEntry = z.infer<typeof queueEntry>;
export const queueQuery = z.object({ magasinId: dbId.optional(), day: dayString.optional(), all: looseBoolean.optional() });
/** interval: seconds between two refreshes (config client_queue_interval_time). */
export const queueAnswer = z.object({ day: z.string(), interval: z.number(), queue: z.array(queueEntry) });
/** POST /Client/Queue: adds a client (clientId) or moves an entry (id + status). */
export const queueBody = z.union([
  z.object({ id: idField, status: z.enum(QUEUE_STATES), comment: blankable(z.string().trim().max(255)) }),
  z.object({ clientId: idField, magasinId: idField.nullable().optional(), comment: blankable(z.string().trim().max(255)) }),
]);

export const importRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export const importAnswer = z.object({ imported: z.number(), errors: z.array(importRowError) });

export const exportLinkAnswer = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export const exportQuery = clientsQuery.omit({ offset: true, limit: true }).extend({ token: z.string().min(10).max(200) });

/** POST /api/ecom/LoyaltyCard/: a new card (number generated when none is given), optionally for a client. */
export const loyaltyCardBody = z.object({
  reference: blankable(z.string().trim().min(4).max(40)),
  clientId: idField.nullable().optional(),
});
export const loyaltyCardsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(CLIENT_PAGE_SIZE),
  keyword: z.string().trim().max(60).optional(),
  linked: looseBoolean.optional(),
});
export const loyaltyCardsPage = z.object({ data: z.array(loyaltyCard), total: z.number(), page: z.number(), limit: z.number() });
/** POST /api/ecom/AddClient/{reference}: links an existing client, or creates one from the fields. */
export const addClientToCardBody = z.union([z.object({ clientId: idField }), clientBody.omit({ id: true, cardReference: true })]);
export const referenceParam = z.object({ reference: z.string().trim().min(1).max(40) });

/** The public card page: that one card, nothing else. */
export const publicCardParams = z.object({ clientHash: z.string().min(20).max(64), EntrepriseId: dbId });
export const publicCard = z.object({
  name: z.string(),
  points: z.number(),
  reference: z.string().nullable(),
  qrSvg: z.string(),
  entreprise: z.object({ intitule: z.string(), fileId: z.number().nullable() }),
});
export type PublicCard = z.infer<typeof publicCard>;

/** GET /Client/me/card (client_views): the signed-in client's own card and its public address, or null. */
export const myCard = z.object({ card: publicCard.extend({ url: z.string() }).nullable() });
export type MyCard = z.infer<typeof myCard>;

export const pointsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(CLIENT_PAGE_SIZE),
});
export const pointsPage = z.object({ data: z.array(pointMovement), total: z.number(), balance: z.number() });

/**
 * Phone key for lookups: digits only, international prefix 00 dropped, a national number (0 + 9 digits) taken as
 * Moroccan (+212). "06 12-34 56 78", "+212 612 345 678" and "00212612345678" are the same person.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let d = raw.replace(/\D/g, '');
  if (d.startsWith('00')) d = d.slice(2);
  if (d.length === 10 && d.startsWith('0')) d = `212${d.slice(1)}`;
  return d.length >= 4 ? d : null;
}

/**
 * A client's own sign-in account, given from the client's page in the back office (issue 31): the e-mail (the
 * client's by default, and the client record takes it, since the account finds its client by e-mail) and the initial
 * password the client signs in with, as a staff member's access code is (min 6).
 */
export const clientAccountBody = z.object({
  email: z.email().max(190).optional(),
  password: z.string().min(6).max(60),
});
export type ClientAccountBody = z.input<typeof clientAccountBody>;

export const clientAccount = z.object({
  account: z.object({ userId: z.number(), email: z.string(), isActive: z.boolean(), createdAt: z.string().nullable() }).nullable(),
});
export type ClientAccount = z.infer<typeof clientAccount>;
