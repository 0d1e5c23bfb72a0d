// Unique violations → the 409 of their rule. One place: the error handler asks here for every database error.
// Index names follow `uq_<table>__<column>`; an index not listed below answers 409 `already_used` on <column>.

export interface UniqueRule {
  message: string;
  field: string;
}

/** Rules by index (or constraint) name, as PostgreSQL and SQLite's expression indexes report them. */
export const UNIQUE_RULES: Record<string, UniqueRule> = {
  uq_magasins__intitule: { message: 'magasin_title_taken', field: 'intitule' },
  uq_transport_companies__intitule: { message: 'transport_company_taken', field: 'intitule' },
  // users.email is a plain column constraint from the foundation migration.
  users_email_key: { message: 'email_taken', field: 'email' },
  // Catalogue (issue 8).
  uq_products__barcode: { message: 'barcode_taken', field: 'barcode' },
  uq_products__sku: { message: 'sku_taken', field: 'sku' },
  uq_product_categories__label: { message: 'category_taken', field: 'label' },
  uq_brands__label: { message: 'brand_taken', field: 'label' },
  uq_suppliers__label: { message: 'supplier_taken', field: 'label' },
  uq_channels__tag: { message: 'channel_taken', field: 'tag' },
  uq_detail_keys__tag: { message: 'detail_key_taken', field: 'tag' },
  // Clients, loyalty cards, promo codes, gift cards (issue 9).
  uq_clients__tel_normalized: { message: 'client_phone_taken', field: 'tel' },
  uq_loyalty_cards__reference: { message: 'card_reference_taken', field: 'reference' },
  uq_remises__intitule: { message: 'promo_code_taken', field: 'intitule' },
  uq_gift_cards__code: { message: 'gift_card_code_taken', field: 'code' },
  // Small settings (issue 25).
  uq_paper_sizes__intitule: { message: 'paper_size_taken', field: 'intitule' },
  uq_instructions__intitule: { message: 'instruction_taken', field: 'intitule' },
  uq_client_info_natures__intitule: { message: 'name_taken', field: 'intitule' },
  uq_client_info_types__intitule: { message: 'name_taken', field: 'intitule' },
  // Preparation screens (issue 30).
  uq_prep_screens__name: { message: 'name_taken', field: 'name' },
};

/** The same rules by `table.column`, as SQLite reports a violation of an index on plain columns. */
export const UNIQUE_COLUMN_RULES: Record<string, UniqueRule> = {
  'magasins.intitule': UNIQUE_RULES.uq_magasins__intitule!,
  'transport_companies.intitule': UNIQUE_RULES.uq_transport_companies__intitule!,
  'users.email': UNIQUE_RULES.users_email_key!,
  'products.barcode': UNIQUE_RULES.uq_products__barcode!,
  'products.sku': UNIQUE_RULES.uq_products__sku!,
  'clients.tel_normalized': UNIQUE_RULES.uq_clients__tel_normalized!,
  'loyalty_cards.reference': UNIQUE_RULES.uq_loyalty_cards__reference!,
  'remises.intitule': UNIQUE_RULES.uq_remises__intitule!,
  'gift_cards.code': UNIQUE_RULES.uq_gift_cards__code!,
};

const CONVENTION = /^uq_([a-z0-9_]+?)__([A-Za-z0-9_]+)$/;
// Columns that scope a rule rather than name what is duplicated.
const SCOPE_COLUMNS = new Set(['entreprise_id', 'magasin_id', 'deleted_at']);

interface DbError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The driver's error under any wrapping (Kysely, a transaction helper) by following `cause`. */
function driverErrors(error: unknown): DbError[] {
  const out: DbError[] = [];
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    out.push(e as DbError);
    e = (e as DbError).cause;
  }
  return out;
}

const byIndexName = (name: string): UniqueRule | undefined => {
  const rule = UNIQUE_RULES[name];
  if (rule) return rule;
  const m = CONVENTION.exec(name);
  return m ? { message: 'already_used', field: m[2]! } : undefined;
};

function fromSqliteMessage(message: string): UniqueRule | undefined {
  // "UNIQUE constraint failed: index 'uq_x__y'" (expression index) or "UNIQUE constraint failed: t.a, t.b".
  const index = /UNIQUE constraint failed: index '([^']+)'/.exec(message);
  if (index) return byIndexName(index[1]!);
  const cols = /UNIQUE constraint failed: (.+)$/
    .exec(message)?.[1]
    ?.split(',')
    .map((c) => c.trim());
  if (!cols?.length) return undefined;
  for (const c of cols) {
    const rule = UNIQUE_COLUMN_RULES[c];
    if (rule) return rule;
  }
  // No named rule: the convention's default on the last column that is not a scope.
  const named = cols.filter((c) => !SCOPE_COLUMNS.has(c.split('.').pop() ?? ''));
  const col = (named.at(-1) ?? cols.at(-1))!.split('.').pop()!;
  return { message: 'already_used', field: col };
}

/** The rule a unique violation breaks, or undefined when the error is not one we can name. */
export function uniqueViolationRule(error: unknown): UniqueRule | undefined {
  for (const e of driverErrors(error)) {
    if (e.code === '23505' && typeof e.constraint === 'string') return byIndexName(e.constraint);
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') return fromSqliteMessage(String(e.message ?? ''));
  }
  return undefined;
}
