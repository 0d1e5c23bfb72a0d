// Reference rows every installation has: the 8 roles and every functionality tag (idempotent, run at start).
import { FUNCTIONALITY_TAGS, ROLE_TAGS } from '@comptoir/shared';
import type { Db } from './database';

const ROLE_NAMES: Record<string, string> = {
  admin: 'Administrateur',
  caissier: 'Caissier',
  gerant: 'Gérant',
  vendeuse: 'Vendeuse',
  boulanger: 'Boulanger',
  delivery_man: 'Livreur',
  assistant: 'Assistant',
  controleur_gestion: 'Contrôleur de gestion',
};

export async function ensureReferenceData(db: Db): Promise<void> {
  const roles = await db.selectFrom('roles').select('tag').execute();
  const haveRoles = new Set(roles.map((r) => r.tag));
  const missingRoles = ROLE_TAGS.filter((t) => !haveRoles.has(t));
  if (missingRoles.length) {
    await db
      .insertInto('roles')
      .values(missingRoles.map((tag) => ({ tag, intitule: ROLE_NAMES[tag] ?? tag })))
      .execute();
  }
  const funcs = await db.selectFrom('functionalities').select('tag').execute();
  const haveFuncs = new Set(funcs.map((f) => f.tag));
  const missingFuncs = FUNCTIONALITY_TAGS.filter((t) => !haveFuncs.has(t));
  if (missingFuncs.length) {
    await db
      .insertInto('functionalities')
      .values(missingFuncs.map((tag) => ({ tag, intitule: tag })))
      .execute();
  }
}

const COUNTRIES: { code: string; intitule: string; cities: string[] }[] = [
  {
    code: 'MA',
    intitule: 'Maroc',
    cities: ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan'],
  },
  { code: 'FR', intitule: 'France', cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Bordeaux', 'Lille'] },
  { code: 'IT', intitule: 'Italia', cities: ['Roma', 'Milano', 'Napoli', 'Torino', 'Firenze'] },
  { code: 'ES', intitule: 'España', cities: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia'] },
  { code: 'BE', intitule: 'Belgique', cities: ['Bruxelles', 'Anvers', 'Liège'] },
  { code: 'TN', intitule: 'Tunisie', cities: ['Tunis', 'Sfax', 'Sousse'] },
  { code: 'DZ', intitule: 'Algérie', cities: ['Alger', 'Oran', 'Constantine'] },
  { code: 'SN', intitule: 'Sénégal', cities: ['Dakar', 'Thiès'] },
];

export async function ensureCountries(db: Db): Promise<void> {
  const have = new Set((await db.selectFrom('countries').select('code').execute()).map((c) => c.code));
  for (const c of COUNTRIES.filter((x) => !have.has(x.code))) {
    const row = await db.insertInto('countries').values({ code: c.code, intitule: c.intitule }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('cities')
      .values(c.cities.map((intitule) => ({ intitule, countryId: row.id })))
      .execute();
  }
}
