// Currency rates per company (default MAD at 1; conversion = amount × source rate ÷ target rate) and places.
import { CURRENCY_TAGS, DEFAULT_CURRENCY, type City, type Country, type Currency } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './reference.repository';

/** Rates a company starts with; the admin corrects them with POST /currencies. */
export const STARTING_RATES: Record<(typeof CURRENCY_TAGS)[number], number> = { MAD: DEFAULT_CURRENCY.value, EUR: 10.8 };

/** The company's rates, seeded on first use. */
export async function ensureCurrencies(db: Executor, entrepriseId: number): Promise<Currency[]> {
  let rows = await repo.listCurrencies(db, entrepriseId);
  const missing = CURRENCY_TAGS.filter((tag) => !rows.some((r) => r.tag === tag));
  if (missing.length) {
    const rates = missing.map((tag) => ({ tag, value: STARTING_RATES[tag], isDefault: tag === DEFAULT_CURRENCY.tag }));
    await repo.insertCurrencies(db, entrepriseId, rates, nowIso());
    rows = await repo.listCurrencies(db, entrepriseId);
  }
  return rows.map((r) => ({ id: r.id, tag: r.tag, value: Number(r.value), isDefault: Boolean(r.isDefault) }));
}

export async function companyCurrencyTags(db: Executor, entrepriseId: number): Promise<string[]> {
  return (await ensureCurrencies(db, entrepriseId)).map((c) => c.tag);
}

/** `tag` filters by one tag or a comma-separated list. */
export async function currencies(database: Database, ctx: RequestContext, tag?: string): Promise<Currency[]> {
  const all = await ensureCurrencies(database.db, ctx.entrepriseId);
  const tags = (tag ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  return tags.length ? all.filter((c) => tags.includes(c.tag)) : all;
}

export async function setRate(database: Database, ctx: RequestContext, tag: string, value: number): Promise<Currency[]> {
  return database.db.transaction().execute(async (trx) => {
    const all = await ensureCurrencies(trx, ctx.entrepriseId);
    const row = all.find((c) => c.tag === tag);
    if (row?.isDefault && value !== 1) throw invalid([{ field: 'value', message: 'default_rate_fixed' }]);
    await repo.updateCurrencyRate(trx, ctx.entrepriseId, tag, value, nowIso());
    return (await ensureCurrencies(trx, ctx.entrepriseId)).filter((c) => c.tag === tag);
  });
}

export async function countries(database: Database): Promise<{ countries: Country[]; cities: City[] }> {
  const [c, cities] = await Promise.all([repo.listCountries(database.db), repo.listCities(database.db)]);
  return { countries: c, cities };
}

export const cities = (database: Database, countryId?: number): Promise<City[]> => repo.listCities(database.db, countryId);
