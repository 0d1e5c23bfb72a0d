// Reference rows every installation has: the 8 roles and every functionality tag (idempotent, run at start).
import { CLIENT_ROLE, FUNCTIONALITY_TAGS, ROLE_TAGS } from '@comptoir/shared';
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
  client: 'Client',
};

export async function ensureReferenceData(db: Db): Promise<void> {
  const roles = await db.selectFrom('roles').select('tag').execute();
  const haveRoles = new Set(roles.map((r) => r.tag));
  const missingRoles = [...ROLE_TAGS, CLIENT_ROLE].filter((t) => !haveRoles.has(t));
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

// Every ISO 3166-1 country (249). The web app shows each by its code in the user's language (Intl.DisplayNames);
// `intitule` (French) is what the API answers and the fallback.
const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

// Main cities of the countries the demo and our first merchants use.
const CITIES: Record<string, string[]> = {
  MA: [
    'Casablanca',
    'Rabat',
    'Marrakech',
    'Fès',
    'Tanger',
    'Agadir',
    'Meknès',
    'Oujda',
    'Kénitra',
    'Tétouan',
    'Salé',
    'Mohammédia',
    'El Jadida',
    'Béni Mellal',
    'Nador',
    'Safi',
    'Khouribga',
    'Laâyoune',
    'Essaouira',
    'Ouarzazate',
    'Settat',
    'Taza',
    'Errachidia',
    'Dakhla',
    'Ifrane',
    'Larache',
    'Khémisset',
    'Berrechid',
    'Temara',
    'Guelmim',
  ],
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Bordeaux', 'Lille', 'Nantes', 'Strasbourg', 'Montpellier', 'Rennes'],
  IT: ['Roma', 'Milano', 'Napoli', 'Torino', 'Firenze', 'Bologna', 'Genova', 'Palermo', 'Venezia'],
  ES: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Málaga', 'Bilbao'],
  BE: ['Bruxelles', 'Anvers', 'Liège', 'Gand', 'Charleroi'],
  TN: ['Tunis', 'Sfax', 'Sousse', 'Bizerte', 'Nabeul'],
  DZ: ['Alger', 'Oran', 'Constantine', 'Annaba', 'Tlemcen'],
  SN: ['Dakar', 'Thiès', 'Saint-Louis', 'Touba'],
  GB: ['London', 'Manchester', 'Birmingham'],
  DE: ['Berlin', 'München', 'Hamburg', 'Frankfurt am Main'],
  US: ['New York', 'Los Angeles', 'Chicago'],
  CA: ['Montréal', 'Toronto', 'Vancouver'],
  AE: ['Dubai', 'Abu Dhabi'],
  SA: ['Riyadh', 'Jeddah'],
  EG: ['Le Caire', 'Alexandrie'],
  CH: ['Genève', 'Zurich', 'Lausanne'],
  NL: ['Amsterdam', 'Rotterdam'],
  PT: ['Lisboa', 'Porto'],
};

const frenchNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'code' });
// The first rows of an installation, in this order and with these names, as before the full list (stable ids).
const FIRST: Record<string, string> = {
  MA: 'Maroc',
  FR: 'France',
  IT: 'Italia',
  ES: 'España',
  BE: 'Belgique',
  TN: 'Tunisie',
  DZ: 'Algérie',
  SN: 'Sénégal',
};
const ORDERED_CODES = [...Object.keys(FIRST), ...ISO_COUNTRY_CODES.filter((c) => !(c in FIRST))];

/** Adds the countries and cities missing (idempotent: an installation keeps the rows it has, ids included). */
export async function ensureCountries(db: Db): Promise<void> {
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  const ids = new Map(countries.map((c) => [c.code, c.id]));
  const missing = ORDERED_CODES.filter((code) => !ids.has(code));
  if (missing.length) {
    const rows = await db
      .insertInto('countries')
      .values(missing.map((code) => ({ code, intitule: FIRST[code] ?? frenchNames.of(code) ?? code })))
      .returning(['id', 'code'])
      .execute();
    for (const r of rows) ids.set(r.code, r.id);
  }
  for (const [code, names] of Object.entries(CITIES)) {
    const countryId = ids.get(code);
    if (countryId === undefined) continue;
    const have = new Set(
      (await db.selectFrom('cities').select('intitule').where('countryId', '=', countryId).execute()).map((c) => c.intitule),
    );
    const add = names.filter((n) => !have.has(n));
    if (add.length)
      await db
        .insertInto('cities')
        .values(add.map((intitule) => ({ intitule, countryId })))
        .execute();
  }
}
