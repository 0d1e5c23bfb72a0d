// Fixture of `npm run bench:sales` (bench/sales.mjs) (run with tsx): on the database named by DATABASE_URL, a company with a store, a
// signed-in cashier, two open sessions (one for the load, one to fill and close), five articles and a client.
// `check <productId>` prints a product's stock level and the sum of its movements instead.
import { openNewRegister } from './caisse-factories';
import { benchApp } from './bench-app';
import { newArticle, levelOf, tillSetup } from '../src/modules/orders/orders-helpers';

const { t, close } = await benchApp();

if (process.argv[2] === 'check') {
  const [entrepriseId, magasinId, productId] = process.argv.slice(3).map(Number);
  console.log(JSON.stringify(await levelOf(t, entrepriseId, magasinId, productId)));
} else {
  const s = await tillSetup(t);
  const articles = [s.article];
  for (const price of [250, 1990, 450, 7500]) articles.push(await newArticle(t, s.entrepriseId, { price }));
  const closingCaisseId = await openNewRegister(t, s.cashier.token, s, 'Caisse 2');
  // More open sessions (one register each) for BENCH_SESSIONS > 1: a chain's tills selling at once.
  const caisseIds = [s.caisseId];
  for (let i = 1; i < Number(process.env.BENCH_SESSIONS ?? 1); i++)
    caisseIds.push(await openNewRegister(t, s.cashier.token, s, `Caisse ${i + 2}`));
  const lastUnits = await newArticle(t, s.entrepriseId, { price: 990, label: 'Dernières pièces' });
  const client = await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Client fidèle' } });
  console.log(
    JSON.stringify({
      entrepriseId: s.entrepriseId,
      magasinId: s.magasinId,
      token: s.cashier.token,
      caisseId: s.caisseId,
      caisseIds,
      closingCaisseId,
      prices: articles.map((a, i) => ({ priceId: a.priceId, unitPrice: [10, 2.5, 19.9, 4.5, 75][i] })),
      lastUnits: { priceId: lastUnits.priceId, productId: lastUnits.productId, unitPrice: 9.9 },
      clientId: client.json().client.id,
    }),
  );
}
await close();
