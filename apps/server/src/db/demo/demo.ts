// The demo company: a bakery-café chain in Morocco (MAD), three stores (one online), one user per role.
import { CLIENT_ROLE, ROLE_TAGS } from '@comptoir/shared';
import { nowIso, type Database } from '../database';
import { hashPassword } from '../../lib/passwords';
import { insertMagasin, insertMembership, insertUser, insertUserMagasins } from '../../modules/tenancy/tenancy.repository';
import { provisionEntreprise, roleIdByTag } from '../../modules/tenancy/tenancy.service';
import { insertSlider } from '../../modules/content/content.repository';
import { insertDevice, updateDevice } from '../../modules/devices/devices.repository';
import { newPassCode } from '../../modules/devices/devices.service';
import { insertCurrencies } from '../../modules/reference/reference.repository';
import { insertTransportCompany, link } from '../../modules/transport/transport.repository';
import { createDemoCaisse } from './demo-caisse';
import { createDemoCatalogue } from './demo-catalogue';
import { createDemoClients } from './demo-clients';
import { createDemoPeople } from './demo-people';
import { createDemoSales } from './demo-sales';

export const DEMO_PASSWORD = 'comptoir-demo';
export const DEMO_DOMAIN = 'demo.comptoir.test';
/** The demo client's own account (issue 31). */
export const CLIENT_LOGIN = `client@${DEMO_DOMAIN}`;
export const DEMO_COMPANY = 'Maison Atlas — Boulangerie & Café';

const NAMES: Record<string, string> = {
  admin: 'Yasmine Benali',
  caissier: 'Karim Haddad',
  gerant: 'Salma El Idrissi',
  vendeuse: 'Nora Tazi',
  boulanger: 'Hassan Ouazzani',
  delivery_man: 'Omar Berrada',
  assistant: 'Leila Chraibi',
  controleur_gestion: 'Mehdi Alaoui',
};

export async function hasAnyCompany(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom('entreprises').select('id').limit(1).executeTakeFirst();
  return Boolean(row);
}

/** Creates the demo company; returns the sign-ins. Idempotent: does nothing when the admin exists. */
/** `sales`: also 90 days of orders in the sessions (demo-sales.ts; `npm run demo`, `npm start` with DEMO_SALES). */
export async function createDemoCompany(database: Database, opts: { sales?: boolean } = {}): Promise<{ email: string; role: string }[]> {
  const { db } = database;
  const logins = ROLE_TAGS.map((role) => ({ email: `${role}@${DEMO_DOMAIN}`, role }));
  const existing = await db.selectFrom('users').select('id').where('email', '=', logins[0].email).executeTakeFirst();
  if (existing) return [...logins, { email: CLIENT_LOGIN, role: CLIENT_ROLE }];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const morocco = await db.selectFrom('countries').select('id').where('code', '=', 'MA').executeTakeFirst();
  const city = async (name: string) =>
    (await db.selectFrom('cities').select('id').where('intitule', '=', name).executeTakeFirst())?.id ?? null;
  const [casa, rabat] = [await city('Casablanca'), await city('Rabat')];
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const entrepriseId = await provisionEntreprise(trx, {
      intitule: DEMO_COMPANY,
      tel: '+212522000000',
      contactName: NAMES.admin,
      variant: 'default',
      plan: { plan: 'business', period: 'annual', days: 365 },
      now,
    });
    await trx
      .updateTable('entreprises')
      .set({ isSetup: true, ice: '001234567000089', adresse: '12 boulevard d’Anfa, Casablanca', cmmWebDomaineName: 'maison-atlas.ma' })
      .where('id', '=', entrepriseId)
      .execute();
    const base = { entrepriseId, currencyTag: 'MAD', countryId: morocco?.id ?? null, startTime: '07:00', now };
    const stores = [
      await insertMagasin(trx, {
        ...base,
        intitule: 'Atlas Maârif',
        tel: '+212522101010',
        rue: '45 rue Ibnou Mounir, Maârif',
        city: 'Casablanca',
        cityId: casa,
        codePostal: '20330',
        latitude: '33.5899',
        longitude: '-7.6321',
        footerTicket: 'Merci de votre visite — à bientôt chez Maison Atlas',
        isOnline: false,
      }),
      await insertMagasin(trx, {
        ...base,
        intitule: 'Atlas Agdal',
        tel: '+212537202020',
        rue: '8 avenue de France, Agdal',
        city: 'Rabat',
        cityId: rabat,
        codePostal: '10090',
        latitude: '33.9981',
        longitude: '-6.8509',
        footerTicket: 'Merci de votre visite — à bientôt chez Maison Atlas',
        isOnline: false,
      }),
      await insertMagasin(trx, {
        ...base,
        intitule: 'Atlas en ligne',
        tel: '+212522303030',
        rue: 'Livraison Casablanca et Rabat',
        city: 'Casablanca',
        cityId: casa,
        codePostal: '20000',
        isOnline: true,
        footerTicket: 'Commandez en ligne sur maison-atlas.ma',
      }),
    ];
    for (const role of ROLE_TAGS) {
      const userId = await insertUser(trx, {
        name: NAMES[role],
        email: `${role}@${DEMO_DOMAIN}`,
        tel: '+212600000000',
        passwordHash,
        userType: 'entreprise',
        locale: null,
        verified: true,
        now,
        entrepriseId,
      });
      const storeBound = role !== 'admin' && role !== 'controleur_gestion' && role !== 'gerant';
      const magasinId = storeBound ? stores[role === 'delivery_man' ? 2 : 0] : null;
      await insertMembership(trx, { entrepriseId, userId, roleId: await roleIdByTag(trx, role), magasinId, now });
      await insertUserMagasins(trx, entrepriseId, userId, magasinId ? [magasinId] : role === 'gerant' ? stores.slice(0, 2) : []);
    }
    // Administration: rates (1 EUR = 10.8 MAD), two terminals (one in Atlas Maârif, one to install),
    // a transport company the delivery man works with, and a company slider.
    await insertCurrencies(
      trx,
      entrepriseId,
      [
        { tag: 'MAD', value: 1, isDefault: true },
        { tag: 'EUR', value: 10.8, isDefault: false },
      ],
      now,
    );
    const till = await insertDevice(trx, { entrepriseId, name: 'Caisse Maârif 1', status: newPassCode(), now });
    await updateDevice(trx, entrepriseId, till, { magasin_id: stores[0], installed: true });
    await insertDevice(trx, { entrepriseId, name: 'Tablette comptoir', status: newPassCode(), now });
    const amana = await insertTransportCompany(trx, { entrepriseId, intitule: 'Amana Express', tel: '+212522202020', now });
    const driver = await trx.selectFrom('users').select('id').where('email', '=', `delivery_man@${DEMO_DOMAIN}`).executeTakeFirstOrThrow();
    await link(trx, entrepriseId, driver.id, amana);
    await insertSlider(trx, {
      entreprise_id: entrepriseId,
      magasin_id: null,
      intitule: 'Bienvenue chez Maison Atlas',
      description: 'Pains, viennoiseries et pâtisseries marocaines, cuits chaque matin',
      fileId: null,
      link: 'https://maison-atlas.ma',
      order: 0,
      isActive: true,
      created_at: now,
      updated_at: now,
    });
    await createDemoCatalogue(trx, entrepriseId, stores, now);
    // Drinks come by cartons of 12 (stock operations in cartons, issue 26).
    await trx
      .updateTable('products')
      .set({ unitsPerCarton: 12 })
      .where('entreprise_id', '=', entrepriseId)
      .where('productDescriptionId', 'in', (eb) =>
        eb
          .selectFrom('product_descriptions')
          .select('id')
          .where('entreprise_id', '=', entrepriseId)
          .where('label', 'in', ['Eau minérale 50 cl', 'Eau gazeuse 50 cl', 'Coca-Cola 33 cl']),
      )
      .execute();
    await createDemoCaisse(trx, entrepriseId, stores, now);
    await createDemoClients(trx, { entrepriseId, magasinIds: stores, userId: null, now });
    // A client's own account (issue 31: online ordering, card, near stores): the first demo client with a card signs in.
    const own = await trx
      .selectFrom('clients as c')
      .innerJoin('loyalty_cards as k', 'k.client_id', 'c.id')
      .select(['c.id', 'c.name', 'c.tel'])
      .where('c.entreprise_id', '=', entrepriseId)
      .where('c.isActive', '=', true)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('clients').set({ email: CLIENT_LOGIN }).where('id', '=', own.id).execute();
    const clientUser = await insertUser(trx, {
      name: own.name,
      email: CLIENT_LOGIN,
      tel: own.tel ?? '+212600000000',
      passwordHash,
      userType: 'individual',
      locale: null,
      verified: true,
      now,
      entrepriseId,
    });
    await insertMembership(trx, { entrepriseId, userId: clientUser, roleId: await roleIdByTag(trx, CLIENT_ROLE), magasinId: null, now });
    await createDemoPeople(trx, entrepriseId, stores, now);
    if (opts.sales) await createDemoSales(trx, entrepriseId, now);
  });
  return [...logins, { email: CLIENT_LOGIN, role: CLIENT_ROLE }];
}
