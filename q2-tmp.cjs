const D = require('better-sqlite3');
const fs = require('fs');
fs.copyFileSync('/tmp/catdb/comptoir.sqlite', '/tmp/q2.sqlite'); try { fs.copyFileSync('/tmp/catdb/comptoir.sqlite-wal', '/tmp/q2.sqlite-wal'); } catch {}
const db = new D('/tmp/q2.sqlite'); db.pragma('cache_size = -65536'); db.pragma('mmap_size = 268435456');
const segs = () => db.prepare('select count(distinct segid) n from prices_fts_idx').get().n;
const probe = db.prepare(`select p.id from prices as p inner join prices_fts on prices_fts.rowid = p.id where +p.entreprise_id = ? and p.deleted_at is null and p."currencyTag" = ? and (p."magasinId" is null or p."magasinId" = ?) and prices_fts match ? limit 300`);
const ids30 = (ids) => db.prepare(`select p.*, d."isService" as "articleIsService" from prices as p inner join product_descriptions as d on d.id = p."productDescriptionId" and +d.entreprise_id = ? and d.deleted_at is null where +p.entreprise_id = ? and p.deleted_at is null and p."currencyTag" = ? and (p."magasinId" is null or p."magasinId" = ?) and p.id in (${ids.map(() => '?').join(',')}) order by +p.label, p.id limit 30`);
const store = db.prepare('select id from magasins limit 1').get().id;
const words = ['pain','croissant','tarte','gateau','cafe','the','jus','chocolat'];
const bench = (label) => {
  let tp = 0, tb = 0, n = 0;
  for (let k = 0; k < 400; k++) {
    const w = words[k % words.length];
    let t = performance.now(); const ids = probe.all(1, 'MAD', store, `"${w}"`).map((r) => r.id); tp += performance.now() - t;
    const st = ids30(ids.slice(0, 30)); t = performance.now(); st.all(1, 1, 'MAD', store, ...ids.slice(0, 30)); tb += performance.now() - t; n++;
  }
  console.log(label, 'segments', segs(), 'probe ms', (tp / n).toFixed(3), 'byIds ms', (tb / n).toFixed(3));
};
bench('as filled');
db.exec(`insert into prices_fts(prices_fts) values ('optimize')`);
bench('optimized');
console.log(db.prepare(`explain query plan select p.id from prices as p inner join prices_fts on prices_fts.rowid = p.id where +p.entreprise_id = ? and p.deleted_at is null and p."currencyTag" = ? and (p."magasinId" is null or p."magasinId" = ?) and prices_fts match ? limit 300`).all(1,'MAD',store,'"pain"').map(r=>r.detail).join('\n'));
