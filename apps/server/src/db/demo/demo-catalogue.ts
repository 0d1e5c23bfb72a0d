// The demo bakery-café's catalogue (issue 8): about 150 products in a coloured category tree, MAD prices for the three
// stores, valid EAN-13 barcodes, brands, suppliers, cakes by size (variants), a breakfast formula, croissants with a
// recipe, raw materials, semi-finished products and a few services. Deterministic; written through the catalogue's
// own writer so every row (search text, combined products) is what the app itself would write.
import type { ProductData, ProductType, UNITS } from '@comptoir/shared';
import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { StockMovementsTable } from '../schema';
import { STORE_ENTITY } from '../../modules/orders/stock';
import type { RequestContext } from '../../lib/context';
import * as repo from '../../modules/catalogue/catalogue.repository';
import { writeProduct } from '../../modules/catalogue/products.write';

type Unit = (typeof UNITS)[number];
type L = [fr: string, en: string, ar: string, it: string];
interface Item {
  l: L;
  price?: number;
  unity?: Unit;
  type?: ProductType;
  buy?: number;
  isService?: boolean;
  brand?: string;
  supplier?: string;
  sizes?: [string, number][];
}

/** A valid EAN-13 (Moroccan GS1 prefix 611) from a sequence number. */
export function demoEan13(n: number): string {
  const twelve = `6111234${String(n).padStart(5, '0')}`;
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const CAKE_SIZES: [string, number][] = [
  ['4 parts', 1],
  ['6 parts', 1.45],
  ['8 parts', 1.9],
  ['12 parts', 2.75],
];

/** A product row: its four labels, then its price, or what differs from its family's defaults. */
type Row = [fr: string, en: string, ar: string, it: string, rest?: number | Omit<Item, 'l'>];

/** One table-driven builder for every family: each row over the family's defaults (cake sizes, service, raw material). */
const rows = (list: Row[], defaults: Omit<Item, 'l'> = {}): Item[] =>
  list.map(([fr, en, ar, it, rest]) => ({ l: [fr, en, ar, it], ...defaults, ...(typeof rest === 'number' ? { price: rest } : rest) }));

// [category fr/en/ar/it, colour, tva, parent index or null, items]
const TREE: { l: L; color: string; tva: number; parent?: number; isComposition?: boolean; items: Item[] }[] = [
  { l: ['Pains', 'Breads', 'الخبز', 'Pani'], color: '#c8a165', tva: 0, items: [] },
  {
    l: ['Baguettes', 'Baguettes', 'الباغيت', 'Baguette'],
    color: '#d4a373',
    tva: 0,
    parent: 0,
    items: rows([
      ['Baguette tradition', 'Traditional baguette', 'باغيت تقليدية', 'Baguette tradizionale', 3.5],
      ['Baguette classique', 'Classic baguette', 'باغيت كلاسيكية', 'Baguette classica', 2],
      ['Baguette complète', 'Wholemeal baguette', 'باغيت كاملة', 'Baguette integrale', 4],
      ['Baguette aux céréales', 'Multigrain baguette', 'باغيت بالحبوب', 'Baguette ai cereali', 4.5],
      ['Demi-baguette', 'Half baguette', 'نصف باغيت', 'Mezza baguette', 1.2],
      ['Ficelle', 'Thin baguette', 'فيسيل', 'Filoncino', 1.5],
    ]),
  },
  {
    l: ['Pains spéciaux', 'Speciality breads', 'خبز خاص', 'Pani speciali'],
    color: '#bc8a5f',
    tva: 0,
    parent: 0,
    items: rows([
      ['Pain de campagne', 'Country bread', 'خبز الريف', 'Pane di campagna', 12],
      ['Pain complet', 'Wholemeal bread', 'خبز كامل', 'Pane integrale', 10],
      ['Pain de seigle', 'Rye bread', 'خبز الشيلم', 'Pane di segale', 14],
      ['Pain aux noix', 'Walnut bread', 'خبز بالجوز', 'Pane alle noci', 18],
      ['Pain aux olives', 'Olive bread', 'خبز بالزيتون', 'Pane alle olive', 15],
      ['Pain aux figues', 'Fig bread', 'خبز بالتين', 'Pane ai fichi', 18],
      ['Pain de mie', 'Sandwich loaf', 'خبز التوست', 'Pan carré', 13],
      ['Pain brioché', 'Brioche loaf', 'خبز البريوش', 'Pane brioche', 16],
      ['Fougasse', 'Fougasse', 'فوغاس', 'Focaccia provenzale', 14],
      ['Pain sans gluten', 'Gluten-free bread', 'خبز بدون غلوتين', 'Pane senza glutine', 22],
    ]),
  },
  {
    l: ['Pains marocains', 'Moroccan breads', 'الخبز المغربي', 'Pani marocchini'],
    color: '#a98467',
    tva: 0,
    parent: 0,
    items: rows([
      ['Khobz', 'Khobz', 'خبز', 'Khobz', 1.5],
      ['Khobz complet', 'Wholemeal khobz', 'خبز كامل', 'Khobz integrale', 2],
      ['Batbout', 'Batbout', 'بطبوط', 'Batbout', 1.5],
      ['Msemen', 'Msemen', 'مسمن', 'Msemen', 3],
      ['Msemen farci', 'Stuffed msemen', 'مسمن معمر', 'Msemen ripieno', 7],
      ['Harcha', 'Harcha', 'حرشة', 'Harcha', 3],
      ['Baghrir', 'Baghrir', 'بغرير', 'Baghrir', 2.5],
      ['Rghaif', 'Rghaif', 'رغايف', 'Rghaif', 3],
      ['Meloui', 'Meloui', 'ملوي', 'Meloui', 3.5],
      ['Krachel', 'Krachel', 'كراشل', 'Krachel', 2.5],
    ]),
  },
  {
    l: ['Viennoiseries', 'Pastries', 'معجنات', 'Viennoiserie'],
    color: '#e9c46a',
    tva: 20,
    items: rows([
      ['Croissant au beurre', 'Butter croissant', 'كرواسون بالزبدة', 'Cornetto al burro', { price: 4.5, buy: 1.3 }],
      ['Croissant aux amandes', 'Almond croissant', 'كرواسون باللوز', 'Cornetto alle mandorle', 8],
      ['Pain au chocolat', 'Chocolate croissant', 'خبز بالشوكولاتة', 'Pain au chocolat', { price: 5, buy: 1.5 }],
      ['Pain aux raisins', 'Raisin swirl', 'خبز بالزبيب', 'Girella all’uvetta', 6],
      ['Chausson aux pommes', 'Apple turnover', 'فطيرة التفاح', 'Sfogliatella di mele', 7],
      ['Brioche', 'Brioche', 'بريوش', 'Brioche', 5],
      ['Brioche au sucre', 'Sugar brioche', 'بريوش بالسكر', 'Brioche allo zucchero', 5.5],
      ['Torsade chocolat', 'Chocolate twist', 'ضفيرة الشوكولاتة', 'Treccia al cioccolato', 7],
      ['Croissant dinde-fromage', 'Turkey and cheese croissant', 'كرواسون بالديك الرومي والجبن', 'Cornetto tacchino e formaggio', 14],
      ['Chouquettes (10)', 'Sugar puffs (10)', 'شوكيت (10)', 'Bignè allo zucchero (10)', 10],
      ['Kouign-amann', 'Kouign-amann', 'كوين أمان', 'Kouign-amann', 9],
      ['Suisse', 'Custard brioche', 'سويس', 'Suisse', 7],
      ['Croissant pistache', 'Pistachio croissant', 'كرواسون بالفستق', 'Cornetto al pistacchio', 10],
      ['Palmier', 'Palmier', 'بالميي', 'Ventaglio', 5],
    ]),
  },
  { l: ['Pâtisseries', 'Patisserie', 'حلويات', 'Pasticceria'], color: '#e76f51', tva: 20, items: [] },
  {
    l: ['Pâtisseries françaises', 'French patisserie', 'حلويات فرنسية', 'Pasticceria francese'],
    color: '#f28482',
    tva: 20,
    parent: 5,
    items: rows([
      ['Éclair café', 'Coffee éclair', 'إكلير بالقهوة', 'Éclair al caffè', 14],
      ['Éclair chocolat', 'Chocolate éclair', 'إكلير بالشوكولاتة', 'Éclair al cioccolato', 14],
      ['Millefeuille', 'Mille-feuille', 'ميلفاي', 'Millefoglie', 16],
      ['Tarte au citron meringuée', 'Lemon meringue tart', 'تارت الليمون', 'Crostata al limone meringata', 18],
      ['Tarte aux fraises', 'Strawberry tart', 'تارت الفراولة', 'Crostata alle fragole', 20],
      ['Tarte Tatin', 'Tarte Tatin', 'تارت تاتان', 'Tarte Tatin', 18],
      ['Paris-Brest', 'Paris-Brest', 'باريس بريست', 'Paris-Brest', 20],
      ['Religieuse', 'Religieuse', 'روليجيوز', 'Religieuse', 16],
      ['Opéra', 'Opera cake', 'أوبرا', 'Opéra', 20],
      ['Flan pâtissier', 'Custard flan', 'فلان', 'Flan pasticcero', 12],
      ['Financier', 'Financier', 'فينانسيي', 'Financier', 6],
      ['Madeleine', 'Madeleine', 'مادلين', 'Madeleine', 4],
      ['Cannelé', 'Cannelé', 'كانوليه', 'Cannelé', 7],
      ['Saint-Honoré', 'Saint-Honoré', 'سانت أونوريه', 'Saint-Honoré', 22],
      ['Baba au rhum (sans alcool)', 'Alcohol-free baba', 'بابا', 'Babà analcolico', 16],
      ['Macaron', 'Macaron', 'ماكارون', 'Macaron', 8],
    ]),
  },
  {
    l: ['Pâtisseries marocaines', 'Moroccan pastries', 'حلويات مغربية', 'Dolci marocchini'],
    color: '#d62828',
    tva: 20,
    parent: 5,
    items: rows([
      ['Corne de gazelle', 'Gazelle horn', 'كعب الغزال', 'Corna di gazzella', 6],
      ['Ghriba aux amandes', 'Almond ghriba', 'غريبة باللوز', 'Ghriba alle mandorle', 4],
      ['Ghriba coco', 'Coconut ghriba', 'غريبة بالكوكو', 'Ghriba al cocco', 3.5],
      ['Fekkas', 'Fekkas', 'فقاص', 'Fekkas', { price: 90, unity: 'kg' }],
      ['Chebakia', 'Chebakia', 'شباكية', 'Chebakia', { price: 120, unity: 'kg' }],
      ['Briouates miel-amandes', 'Honey almond briouats', 'بريوات باللوز والعسل', 'Briouat miele e mandorle', 5],
      ['Sellou', 'Sellou', 'سلو', 'Sellou', { price: 140, unity: 'kg' }],
      ['Mhancha', 'Mhancha', 'المحنشة', 'Mhancha', { price: 160, unity: 'kg' }],
      ['Kaab el ghzal au sésame', 'Sesame gazelle horn', 'كعب الغزال بالجنجلان', 'Corna al sesamo', 6],
      ['Montecao', 'Montecao', 'مونتيكاو', 'Montecao', 3],
      ['Griwech', 'Griwech', 'قريوش', 'Griwech', { price: 100, unity: 'kg' }],
      ['Baklava', 'Baklava', 'بقلاوة', 'Baklava', 7],
      ['Ma’amoul aux dattes', 'Date maamoul', 'معمول بالتمر', 'Maamoul ai datteri', 5],
      ['Feqqas aux raisins', 'Raisin feqqas', 'فقاص بالزبيب', 'Feqqas all’uvetta', { price: 95, unity: 'kg' }],
    ]),
  },
  {
    l: ['Gâteaux', 'Cakes', 'كعكات', 'Torte'],
    color: '#f4a261',
    tva: 20,
    items: rows(
      [
        ['Forêt noire', 'Black Forest cake', 'الغابة السوداء', 'Foresta nera', 90],
        ['Fraisier', 'Strawberry cake', 'كعكة الفراولة', 'Fraisier', 95],
        ['Royal chocolat', 'Royal chocolate cake', 'رويال شوكولاتة', 'Royal al cioccolato', 100],
        ['Tiramisu', 'Tiramisu', 'تيراميسو', 'Tiramisù', 90],
        ['Cheesecake', 'Cheesecake', 'تشيز كيك', 'Cheesecake', 95],
        ['Charlotte framboise', 'Raspberry charlotte', 'شارلوت التوت', 'Charlotte ai lamponi', 95],
        ['Gâteau aux amandes', 'Almond cake', 'كعكة اللوز', 'Torta alle mandorle', 85],
        ['Entremets mangue-passion', 'Mango passion mousse cake', 'كعكة المانجو والباشن', 'Entremet mango e passion', 105],
        ['Carrot cake', 'Carrot cake', 'كعكة الجزر', 'Torta di carote', 85],
        ['Red velvet', 'Red velvet', 'ريد فيلفيت', 'Red velvet', 100],
      ],
      { sizes: CAKE_SIZES },
    ),
  },
  { l: ['Boissons', 'Drinks', 'مشروبات', 'Bevande'], color: '#264653', tva: 10, items: [] },
  {
    l: ['Boissons chaudes', 'Hot drinks', 'مشروبات ساخنة', 'Bevande calde'],
    color: '#2a9d8f',
    tva: 10,
    parent: 9,
    items: rows([
      ['Espresso', 'Espresso', 'إسبريسو', 'Espresso', 10],
      ['Café crème', 'Coffee with milk', 'قهوة بالحليب', 'Caffè con panna', 12],
      ['Cappuccino', 'Cappuccino', 'كابتشينو', 'Cappuccino', 16],
      ['Café latte', 'Café latte', 'كافيه لاتيه', 'Caffellatte', 16],
      ['Nous-nous', 'Half coffee half milk', 'نص نص', 'Nus-nus', 10],
      ['Thé à la menthe', 'Mint tea', 'أتاي بالنعناع', 'Tè alla menta', 10],
      ['Thé noir', 'Black tea', 'شاي أسود', 'Tè nero', 10],
      ['Chocolat chaud', 'Hot chocolate', 'شوكولاتة ساخنة', 'Cioccolata calda', 15],
      ['Infusion verveine', 'Verbena infusion', 'منقوع اللويزة', 'Infuso di verbena', 10],
      ['Café américain', 'Americano', 'قهوة أمريكية', 'Caffè americano', 12],
      ['Latte caramel', 'Caramel latte', 'لاتيه بالكراميل', 'Latte al caramello', 20],
      ['Chai latte', 'Chai latte', 'شاي لاتيه', 'Chai latte', 20],
    ]),
  },
  {
    l: ['Boissons froides', 'Cold drinks', 'مشروبات باردة', 'Bevande fredde'],
    color: '#457b9d',
    tva: 10,
    parent: 9,
    items: rows([
      ['Jus d’orange pressé', 'Fresh orange juice', 'عصير البرتقال', 'Spremuta d’arancia', 15],
      ['Jus de citron', 'Lemon juice', 'عصير الليمون', 'Succo di limone', 15],
      ['Jus avocat-amandes', 'Avocado almond shake', 'عصير الأفوكادو باللوز', 'Frullato avocado e mandorle', 25],
      ['Panaché', 'Mixed fruit juice', 'باناشي', 'Frullato misto', 22],
      ['Smoothie fraise-banane', 'Strawberry banana smoothie', 'سموذي الفراولة والموز', 'Frullato fragola e banana', 25],
      ['Limonade maison', 'Homemade lemonade', 'ليموناضة', 'Limonata della casa', 18],
      ['Eau minérale 50 cl', 'Still water 50 cl', 'ماء معدني 50 سل', 'Acqua naturale 50 cl', { price: 6, brand: 'Sidi Ali', buy: 2.8 }],
      ['Eau gazeuse 50 cl', 'Sparkling water 50 cl', 'ماء غازي 50 سل', 'Acqua frizzante 50 cl', { price: 8, brand: 'Oulmès', buy: 3.5 }],
      ['Coca-Cola 33 cl', 'Coca-Cola 33 cl', 'كوكاكولا 33 سل', 'Coca-Cola 33 cl', { price: 10, brand: 'Coca-Cola', buy: 4.6 }],
      ['Thé glacé', 'Iced tea', 'شاي مثلج', 'Tè freddo', 15],
      ['Milkshake vanille', 'Vanilla milkshake', 'ميلك شيك فانيلا', 'Frappè alla vaniglia', 22],
      ['Café frappé', 'Iced coffee', 'قهوة مثلجة', 'Caffè freddo', 18],
    ]),
  },
  {
    l: ['Sandwichs et salés', 'Sandwiches and savoury', 'سندويشات ومملحات', 'Panini e salati'],
    color: '#8ab17d',
    tva: 10,
    items: rows([
      ['Sandwich poulet', 'Chicken sandwich', 'سندويش الدجاج', 'Panino al pollo', 28],
      ['Sandwich thon', 'Tuna sandwich', 'سندويش التونة', 'Panino al tonno', 25],
      ['Sandwich dinde fumée', 'Smoked turkey sandwich', 'سندويش الديك الرومي المدخن', 'Panino al tacchino affumicato', 30],
      ['Panini fromage', 'Cheese panini', 'بانيني بالجبن', 'Panino al formaggio', 24],
      ['Quiche poulet-champignons', 'Chicken mushroom quiche', 'كيش الدجاج والفطر', 'Quiche pollo e funghi', 20],
      ['Pizza margherita (part)', 'Margherita pizza slice', 'شريحة بيتزا مارغريتا', 'Trancio di margherita', 15],
      ['Croque-monsieur dinde', 'Turkey croque-monsieur', 'كروك مسيو بالديك الرومي', 'Croque-monsieur al tacchino', 22],
      ['Wrap poulet', 'Chicken wrap', 'راب الدجاج', 'Wrap al pollo', 28],
      ['Salade niçoise', 'Niçoise salad', 'سلطة نيسواز', 'Insalata nizzarda', 35],
      ['Pastilla au poulet', 'Chicken pastilla', 'بسطيلة الدجاج', 'Pastilla di pollo', 30],
      ['Briouates à la viande', 'Meat briouats', 'بريوات باللحم', 'Briouat di carne', 6],
      ['Msemen farci kefta', 'Kefta stuffed msemen', 'مسمن معمر بالكفتة', 'Msemen ripieno di kefta', 12],
    ]),
  },
  {
    l: ['Matières premières', 'Raw materials', 'المواد الأولية', 'Materie prime'],
    color: '#6c757d',
    tva: 20,
    items: rows(
      [
        ['Farine T45', 'T45 flour', 'دقيق T45', 'Farina 00', { unity: 'kg', buy: 7.2, supplier: 'Moulins du Maghreb' }],
        ['Farine T65', 'T65 flour', 'دقيق T65', 'Farina 0', { unity: 'kg', buy: 6.8, supplier: 'Moulins du Maghreb' }],
        ['Beurre de tourage', 'Pastry butter', 'زبدة التورق', 'Burro per sfoglia', { unity: 'kg', buy: 95, supplier: 'Centrale Danone' }],
        ['Levure fraîche', 'Fresh yeast', 'خميرة طازجة', 'Lievito fresco', { unity: 'g', buy: 0.04, supplier: 'Moulins du Maghreb' }],
        ['Sucre semoule', 'Caster sugar', 'سكر', 'Zucchero semolato', { unity: 'kg', buy: 9.5, supplier: 'Cosumar' }],
        ['Lait entier', 'Whole milk', 'حليب كامل الدسم', 'Latte intero', { unity: 'l', buy: 7, supplier: 'Centrale Danone' }],
        ['Œufs', 'Eggs', 'بيض', 'Uova', { unity: 'unit', buy: 1.3, supplier: 'Centrale Danone' }],
        ['Chocolat noir 70 %', 'Dark chocolate 70%', 'شوكولاتة داكنة 70%', 'Cioccolato fondente 70%', { unity: 'kg', buy: 160 }],
        ['Amandes émondées', 'Blanched almonds', 'لوز مقشر', 'Mandorle pelate', { unity: 'kg', buy: 120, supplier: 'Amandes du Souss' }],
        ['Miel de thym', 'Thyme honey', 'عسل الزعتر', 'Miele di timo', { unity: 'kg', buy: 180, supplier: 'Amandes du Souss' }],
        ['Pâte feuilletée', 'Puff pastry', 'عجينة مورقة', 'Pasta sfoglia', { type: 'semifini', unity: 'kg', buy: 38 }],
        ['Crème pâtissière', 'Pastry cream', 'كريمة الحلويات', 'Crema pasticcera', { type: 'semifini', unity: 'kg', buy: 30 }],
      ],
      { type: 'inbound' },
    ),
  },
  {
    l: ['Services', 'Services', 'خدمات', 'Servizi'],
    color: '#adb5bd',
    tva: 20,
    items: rows(
      [
        ['Livraison à domicile', 'Home delivery', 'التوصيل إلى المنزل', 'Consegna a domicilio', 15],
        ['Gâteau personnalisé (acompte)', 'Custom cake (deposit)', 'كعكة حسب الطلب (عربون)', 'Torta personalizzata (acconto)', 100],
        ['Atelier pâtisserie enfants', 'Kids baking workshop', 'ورشة حلويات للأطفال', 'Laboratorio di pasticceria per bambini', 250],
        ['Privatisation du salon (heure)', 'Private tea room (hour)', 'حجز الصالون (ساعة)', 'Sala privata (ora)', 400],
      ],
      { isService: true },
    ),
  },
  { l: ['Formules', 'Set menus', 'عروض', 'Formule'], color: '#9b5de5', tva: 10, isComposition: true, items: [] },
];

const BRANDS = ['Maison Atlas', 'Sidi Ali', 'Oulmès', 'Coca-Cola'];
const SUPPLIERS: { label: string; email: string; phone: string; address: string; webSite: string }[] = [
  {
    label: 'Moulins du Maghreb',
    email: 'commandes@moulins-maghreb.ma',
    phone: '+212522341200',
    address: 'Zone industrielle Aïn Sebaâ, Casablanca',
    webSite: 'https://moulins-maghreb.ma',
  },
  {
    label: 'Centrale Danone',
    email: 'pro@centraledanone.ma',
    phone: '+212522958000',
    address: 'Route de Rabat, Casablanca',
    webSite: 'https://centraledanone.ma',
  },
  {
    label: 'Cosumar',
    email: 'ventes@cosumar.co.ma',
    phone: '+212522678300',
    address: '8 rue El Mouatamid Ibnou Abbad, Casablanca',
    webSite: 'https://cosumar.co.ma',
  },
  {
    label: 'Amandes du Souss',
    email: 'contact@amandes-souss.ma',
    phone: '+212528823344',
    address: 'Quartier industriel, Agadir',
    webSite: 'https://amandes-souss.ma',
  },
  {
    label: 'Les Eaux Minérales d’Oulmès',
    email: 'distribution@oulmes.ma',
    phone: '+212522437070',
    address: 'Bouskoura, Casablanca',
    webSite: 'https://oulmes.ma',
  },
];

/** Agdal (Rabat) prices run slightly higher; the online store matches Maârif. */
const agdal = (p: number) => Math.ceil(p * 1.05 * 2) / 2;

export async function createDemoCatalogue(trx: Executor, entrepriseId: number, stores: number[], now: string): Promise<void> {
  const ctx: RequestContext = {
    userId: 0,
    entrepriseId,
    sessionId: 0,
    roleId: 0,
    roleTag: 'admin',
    tags: [],
    magasinId: null,
    magasinIds: stores,
    locale: 'fr',
    ip: 'demo',
  };
  const base = { entreprise_id: entrepriseId, created_at: now, updated_at: now };
  const brandIds = new Map<string, number>();
  for (const [i, label] of BRANDS.entries())
    brandIds.set(
      label,
      await repo.insertRow(trx, 'brands', { ...base, label, order: i, tag: label.toLowerCase().replace(/[^a-z]+/g, '-') }),
    );
  const supplierIds = new Map<string, number>();
  for (const [i, s] of SUPPLIERS.entries()) {
    supplierIds.set(
      s.label,
      await repo.insertRow(trx, 'suppliers', {
        ...base,
        ...s,
        reference: `F-${String(i + 1).padStart(3, '0')}`,
        turnover: (i + 1) * 4_850_000,
      }),
    );
  }
  const catIds: number[] = [];
  for (const [i, c] of TREE.entries()) {
    catIds.push(
      await repo.insertRow(trx, 'product_categories', {
        ...base,
        label: c.l[0],
        en_label: c.l[1],
        ar_label: c.l[2],
        it_label: c.l[3],
        color: c.color,
        tva: c.tva,
        order: i,
        parentId: c.parent === undefined ? null : catIds[c.parent],
        isComposition: c.isComposition ?? false,
        isDefault: i === 4,
      }),
    );
  }
  let seq = 0;
  const productOf = new Map<string, number>();
  for (const [ci, c] of TREE.entries()) {
    for (const it of c.items) {
      seq += 1;
      const prices = (p: number) => [
        { magasinId: stores[0], currencyTag: 'MAD', price: p },
        { magasinId: stores[1], currencyTag: 'MAD', price: agdal(p) },
        { magasinId: stores[2], currencyTag: 'MAD', price: p },
      ];
      const common = {
        label: it.l[0],
        en_label: it.l[1],
        ar_label: it.l[2],
        it_label: it.l[3],
        categoryId: catIds[ci],
        type: it.type ?? 'outbound',
        unity: it.unity ?? 'unit',
        isService: it.isService ?? false,
        isPreparedInStore: !it.type && !it.isService && !it.brand,
        tva: c.tva,
        brandId: brandIds.get(it.brand ?? (it.type || it.isService ? '' : 'Maison Atlas')) ?? null,
        supplierId: it.supplier
          ? supplierIds.get(it.supplier)!
          : it.brand === 'Oulmès'
            ? supplierIds.get('Les Eaux Minérales d’Oulmès')!
            : null,
        buyingPrice: it.buy ?? null,
        criticalQuantity: it.type === 'inbound' ? 10 : null,
      } as const;
      let body: ProductData;
      if (it.sizes) {
        body = {
          ...common,
          nature: 'variants',
          variants: it.sizes.map(([size, factor], k) => ({
            barcode: demoEan13(seq * 10 + k),
            sku: `GAT-${String(seq).padStart(3, '0')}-${k + 1}`,
            details: [
              {
                key: 'Taille',
                value: size,
                en: size.replace('parts', 'slices'),
                ar: size.replace('parts', 'حصص'),
                it: size.replace('parts', 'porzioni'),
              },
            ],
            prices: prices(Math.round(it.price! * factor)),
          })),
        };
      } else {
        body = {
          ...common,
          nature: 'standard',
          barcode: it.isService ? null : demoEan13(seq * 10),
          sku: `${c.l[0]
            .slice(0, 3)
            .toUpperCase()
            .normalize('NFD')
            .replace(/[^A-Z]/g, 'X')}-${String(seq).padStart(3, '0')}`,
          prices: it.price === undefined ? [] : prices(it.price),
        };
      }
      const descId = await writeProduct(trx, ctx, body, now);
      const product = (await repo.findRows(trx, 'products', entrepriseId, 'productDescriptionId', [descId]))[0];
      productOf.set(it.l[0], product.id);
    }
  }
  await demoRecipes(trx, entrepriseId, productOf, now);
  await demoFormula(trx, ctx, catIds[TREE.length - 1], stores, productOf, now);
  await demoBundle(trx, ctx, catIds[7], stores, productOf, now);
  await demoOpeningStock(trx, entrepriseId, stores, now);
}

/** The opening inventory of the three stores (stock ledger movements 'inventaire' and their levels): raw materials by
 * the kilo or litre, finished goods by the unit, and a few articles sold out in each store so the catalogue's stock
 * filter has both sides. Services and what is baked from a recipe have no stock of their own. */
async function demoOpeningStock(trx: Executor, entrepriseId: number, stores: number[], now: string) {
  const products = await trx
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', 'd.type', 'd.unity'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where('d.isService', '=', false)
    .orderBy('p.id')
    .execute();
  const movements: Insertable<StockMovementsTable>[] = [];
  for (const [si, store] of stores.entries())
    products.forEach((p, i) => {
      const k = (i * 37 + si * 11 + 13) % 41;
      // About one article in eight is sold out in a store; raw materials never are.
      const quantity = p.type === 'inbound' ? 20 + (k % 30) : k < 5 ? 0 : p.unity === 'unit' ? 4 + k : 2 + (k % 9) / 2;
      if (quantity > 0)
        movements.push({
          entreprise_id: entrepriseId,
          entityTypeTag: STORE_ENTITY,
          entity_id: store,
          product_id: p.id,
          type: 'inventaire',
          quantity,
          counted: quantity,
          countedAt: now,
          command_id: null,
          command_line_id: null,
          user_id: null,
          created_at: now,
        });
    });
  for (let i = 0; i < movements.length; i += 200) {
    const chunk = movements.slice(i, i + 200);
    await trx.insertInto('stock_movements').values(chunk).execute();
    await trx
      .insertInto('stock_levels')
      .values(
        chunk.map((m) => ({
          entreprise_id: m.entreprise_id,
          entityTypeTag: m.entityTypeTag,
          entity_id: m.entity_id,
          product_id: m.product_id,
          quantity: m.quantity,
          updated_at: now,
        })),
      )
      .execute();
  }
}

async function demoRecipes(trx: Executor, entrepriseId: number, p: Map<string, number>, now: string) {
  const lines: [string, string, number][] = [
    ['Croissant au beurre', 'Farine T45', 0.05],
    ['Croissant au beurre', 'Beurre de tourage', 0.025],
    ['Croissant au beurre', 'Levure fraîche', 2],
    ['Croissant au beurre', 'Sucre semoule', 0.006],
    ['Croissant au beurre', 'Lait entier', 0.012],
    ['Pain au chocolat', 'Farine T45', 0.05],
    ['Pain au chocolat', 'Beurre de tourage', 0.025],
    ['Pain au chocolat', 'Levure fraîche', 2],
    ['Pain au chocolat', 'Chocolat noir 70 %', 0.01],
    ['Pâte feuilletée', 'Farine T45', 0.55],
    ['Pâte feuilletée', 'Beurre de tourage', 0.45],
    ['Crème pâtissière', 'Lait entier', 0.7],
    ['Crème pâtissière', 'Œufs', 6],
    ['Crème pâtissière', 'Sucre semoule', 0.15],
    ['Millefeuille', 'Pâte feuilletée', 0.06],
    ['Millefeuille', 'Crème pâtissière', 0.08],
  ];
  await repo.insertRows(
    trx,
    'product_elements',
    lines.map(([product, element, quantity]) => ({
      entreprise_id: entrepriseId,
      productId: p.get(product)!,
      elementId: p.get(element)!,
      quantity,
      created_at: now,
      updated_at: now,
    })),
  );
}

/** The breakfast formula: a hot drink + a viennoiserie + a juice (the juice auto-included). */
async function demoFormula(trx: Executor, ctx: RequestContext, categoryId: number, stores: number[], p: Map<string, number>, now: string) {
  const e = ctx.entrepriseId;
  const descId = await writeProduct(
    trx,
    ctx,
    {
      label: 'Formule petit-déjeuner',
      en_label: 'Breakfast set',
      ar_label: 'عرض الفطور',
      it_label: 'Formula colazione',
      description: 'Une boisson chaude, une viennoiserie et un jus d’orange pressé',
      categoryId,
      nature: 'composition',
      type: 'outbound',
      unity: 'unit',
      tva: 10,
      prices: [
        { magasinId: stores[0], currencyTag: 'MAD', price: 30 },
        { magasinId: stores[1], currencyTag: 'MAD', price: 32 },
        { magasinId: stores[2], currencyTag: 'MAD', price: 30 },
      ],
    },
    now,
  );
  const priceIds = (await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descId])).map((x) => x.id);
  const groups: [string, [string, boolean][], boolean][] = [
    [
      'Boisson chaude',
      [
        ['Café crème', true],
        ['Nous-nous', false],
        ['Thé à la menthe', false],
        ['Chocolat chaud', false],
      ],
      false,
    ],
    [
      'Viennoiserie',
      [
        ['Croissant au beurre', true],
        ['Pain au chocolat', false],
        ['Pain aux raisins', false],
      ],
      false,
    ],
    ['Jus', [['Jus d’orange pressé', true]], true],
  ];
  for (const [position, [name, items, auto]] of groups.entries()) {
    const cid = await repo.insertRow(trx, 'compositions', {
      entreprise_id: e,
      name,
      min: 1,
      max: 1,
      position,
      created_at: now,
      updated_at: now,
    });
    await repo.insertRow(trx, 'composition_relations', {
      entreprise_id: e,
      productDescription_id: descId,
      composition_id: cid,
      position,
      created_at: now,
      updated_at: now,
    });
    await repo.insertRows(
      trx,
      'combined_products',
      priceIds.flatMap((priceId) =>
        items.map(([label, isDefault], k) => ({
          entreprise_id: e,
          priceId,
          productId: p.get(label)!,
          quantity: 1,
          isDefault,
          isAutoIncluded: auto,
          isOrCombination: k > 0,
          compositionNumber: cid,
          created_at: now,
          updated_at: now,
        })),
      ),
    );
  }
}

async function demoBundle(trx: Executor, ctx: RequestContext, categoryId: number, stores: number[], p: Map<string, number>, now: string) {
  await writeProduct(
    trx,
    ctx,
    {
      label: 'Coffret 12 cornes de gazelle',
      en_label: 'Box of 12 gazelle horns',
      ar_label: 'علبة 12 كعب غزال',
      it_label: 'Scatola di 12 corna di gazzella',
      categoryId,
      nature: 'bundle',
      type: 'outbound',
      unity: 'unit',
      tva: 20,
      barcode: demoEan13(9990),
      bundle: [{ productId: p.get('Corne de gazelle')!, quantity: 12 }],
      prices: stores.map((magasinId, i) => ({ magasinId, currencyTag: 'MAD', price: i === 1 ? 70 : 65 })),
    },
    now,
  );
}
