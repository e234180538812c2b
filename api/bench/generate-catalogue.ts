import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openPglite, pgliteExtensions } from '../src/db/client';

/**
 * A generated catalogue of any size, built inside the database with INSERT ... SELECT over generate_series:
 * one statement per table instead of one round trip per product. Every choice is a hash of the product's
 * number, so both engines get exactly the same catalogue and reruns are reproducible.
 */

// biome-ignore format: word lists read better filled than one word per line
const ADJECTIVES = [
  'Wireless', 'Classic', 'Premium', 'Smart', 'Portable', 'Compact', 'Lightweight', 'Slim', 'Ultra', 'Deluxe',
  'Vintage', 'Modern', 'Rugged', 'Essential', 'Everyday', 'Heritage', 'Urban', 'Studio', 'Travel', 'Outdoor',
  'Signature', 'Minimal', 'Active', 'Cosy',
];
// biome-ignore format: word list
const COLOURS = [
  'Black', 'White', 'Silver', 'Navy', 'Olive', 'Charcoal', 'Sand', 'Crimson', 'Teal', 'Ivory', 'Graphite',
  'Coral', 'Forest', 'Slate', 'Amber', 'Mint', 'Burgundy', 'Sky', 'Copper', 'Rose',
];
// biome-ignore format: word list
const NOUNS = [
  'Headphones', 'Earbuds', 'Speaker', 'Smartwatch', 'Phone', 'Tablet', 'Laptop', 'Monitor', 'Keyboard', 'Mouse',
  'Camera', 'Lens', 'Tripod', 'Shirt', 'Sweater', 'Hoodie', 'Trousers', 'Jacket', 'Coat', 'Dress', 'Skirt',
  'Backpack', 'Sneakers', 'Boots', 'Sandals', 'Kettle', 'Blender', 'Knife Set', 'Coffee Maker', 'Mug',
  'Frying Pan', 'Console', 'Gamepad', 'Desk Lamp', 'Water Bottle', 'Wallet', 'Sunglasses', 'Yoga Mat',
  'Duffel Bag', 'Charger',
];
// biome-ignore format: word list
const SUFFIXES = ['', '', '', '', '', ' 2', ' Pro', ' Max', ' Mini', ' Lite', ' Plus', ' X', ' S', ' Air'];
// biome-ignore format: word list
const FEATURES = [
  'a durable aluminium frame', 'soft organic cotton', 'all-day battery life', 'water-resistant fabric',
  'a scratch-proof finish', 'fast charging', 'active noise cancelling', 'breathable mesh panels',
  'a non-stick coating', 'stainless steel parts', 'recycled materials', 'a two-year warranty',
  'adjustable straps', 'a padded lining', 'bluetooth 5.3', 'a high-resolution display', 'an ergonomic grip',
  'quick-dry fabric', 'reinforced stitching', 'a magnetic closure', 'usb-c charging', 'a leather trim',
  'machine-washable fabric', 'dishwasher-safe parts', 'a ceramic coating', 'a foldable design',
  'a tempered glass cover', 'memory foam padding', 'low-latency audio', 'a matte finish',
];
// biome-ignore format: word list
const CLOSINGS = [
  'Designed for everyday comfort.', 'Ships in recyclable packaging.', 'A favourite with our customers.',
  'Easy to clean and built to last.', 'Perfect as a gift.', 'Made to travel light.',
  'Tested for years of daily use.', 'Pairs with the rest of the range.', 'Comes with a carry pouch.',
  'Available while stocks last.', 'Simple setup, no tools needed.', 'Backed by our support team.',
];
/** Together in 5% of products, each in 0.3-1%: where the planner must choose between its two plans. */
// biome-ignore format: word list
export const COLLECTIONS = [
  'aurora', 'monsoon', 'tidewater', 'highland', 'solstice', 'lantern', 'meadow', 'driftline', 'northstar', 'canopy',
];
/** Each in about 0.05% of products: the rare end of a keyword search. */
// biome-ignore format: word list
export const RARE_WORDS = [
  'obsidian', 'marquetry', 'zirconia', 'tourmaline', 'vermilion', 'jacquard', 'shagreen', 'cloisonne',
  'damascus', 'filigree', 'paisley', 'houndstooth', 'seersucker', 'chambray', 'gabardine', 'tweed', 'alpaca',
  'vicuna', 'mohair', 'angora', 'bamboo', 'walnut', 'rosewood', 'mahogany', 'ebony', 'basalt', 'terrazzo',
  'travertine', 'onyx', 'quartzite', 'sapphire', 'titanium', 'magnesium', 'kevlar', 'cordura', 'merino',
  'cashmere', 'corduroy', 'herringbone', 'batik', 'ikat', 'shibori', 'macrame', 'raffia', 'rattan', 'wicker',
  'cork', 'pewter', 'enamel', 'lacquer', 'verdigris', 'patina', 'celadon', 'majolica', 'jasper', 'malachite',
  'lapis', 'garnet', 'peridot', 'opal',
];
const REMARKS = ['new', 'trending', 'popular', 'top', 'special'];
// biome-ignore format: word list
const BRANDS = [
  'Northwind', 'Southpeak', 'Aster', 'Boreal', 'Cobalt', 'Driftwood', 'Ember', 'Fjord', 'Granite', 'Harbor',
  'Indigo', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Orchid', 'Pinnacle', 'Quarry', 'Ridge',
  'Sable', 'Tundra', 'Umber', 'Vale', 'Willow', 'Xenon', 'Yarrow', 'Zephyr', 'Atlas', 'Beacon',
];
// biome-ignore format: word list
const CATEGORIES = [
  'Phones', 'Computers', 'Audio', 'Cameras', 'Wearables', 'Menswear', 'Womenswear', 'Shoes', 'Bags',
  'Kitchen', 'Gaming', 'Home',
];
const SIZES = ['', '', 'S,M,L,XL', 'XS,S,M,L', '38,39,40,41,42,43', '128GB,256GB,512GB', 'One size'];
const COLOUR_OPTIONS = [
  '',
  'Black,White',
  'Black,Silver,Blue',
  'Red,Green,Blue',
  'Navy,Olive,Sand',
  'Natural',
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const array = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]::text[]`;
/** A uniform draw in [0, 1) for row `g.i`, independent for each salt. */
const draw = (salt: number) => `((hashint8(g.i::bigint * 1009 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/**
 * One element of a list; `skew` > 1 makes the first elements common and the last ones rare (roughly Zipf), as
 * words are in real product text.
 */
const pick = (values: readonly string[], salt: number, skew = 1) =>
  `(${array(values)})[1 + floor(${values.length} * power(${draw(salt)}, ${skew}))::int]`;

export async function generateCatalogue(db: Db, size: number): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`
    INSERT INTO brands (id, brand_name, brand_img, created_at)
    SELECT md5('brand-' || k)::uuid, name, '/api/images/brands/bench-' || k || '.svg',
           timestamptz '2022-01-01 00:00:00+00' + k * interval '1 day'
    FROM unnest(${array(BRANDS)}) WITH ORDINALITY AS b(name, k)`);
  await run(`
    INSERT INTO categories (id, category_name, category_img, created_at)
    SELECT md5('category-' || k)::uuid, name, '/api/images/categories/bench-' || k || '.svg',
           timestamptz '2022-01-01 00:00:00+00' + k * interval '1 day'
    FROM unnest(${array(CATEGORIES)}) WITH ORDINALITY AS c(name, k)`);
  await run(`
    INSERT INTO products (id, sku, title, short_des, price, discount, discount_price, image, star, remark, brand_id,
                          category_id, created_at)
    SELECT md5('product-' || i)::uuid, 'bench-' || i, title, short_des, price, discount,
           CASE WHEN discount THEN round(price * (0.5 + 0.45 * cut)::numeric, 2) END,
           '/api/images/products/bench-' || (i % 97) || '-1.svg', star, remark,
           md5('brand-' || brand)::uuid, md5('category-' || category)::uuid,
           -- Distinct and increasing: product i+1 is newer than product i.
           timestamptz '2023-01-01 00:00:00+00' + i * interval '5 minutes 7 seconds'
    FROM (
      SELECT g.i,
             ${pick(ADJECTIVES, 1, 2)} || ' ' || ${pick(COLOURS, 2, 1.5)} || ' ' || ${pick(NOUNS, 3, 1.3)}
               || ${pick(SUFFIXES, 4)} AS title,
             'Our ' || lower(${pick(ADJECTIVES, 5, 1.5)}) || ' ' || lower(${pick(NOUNS, 6, 1.3)})
               || ' with ' || ${pick(FEATURES, 7, 1.6)} || ' and ' || ${pick(FEATURES, 8, 1.6)} || '. '
               || ${pick(CLOSINGS, 9)}
               || CASE WHEN ${draw(10)} < 0.03 THEN ' Finished in ' || ${pick(RARE_WORDS, 11)} || '.' ELSE '' END
               || CASE WHEN ${draw(19)} < 0.05 THEN ' Part of the ' || ${pick(COLLECTIONS, 28, 1.5)} || ' collection.'
                  ELSE '' END
               AS short_des,
             round((4.99 + 1495 * power(${draw(12)}, 3))::numeric, 2) AS price,
             ${draw(13)} < 0.3 AS discount,
             ${draw(14)} AS cut,
             round((1 + 4 * ${draw(15)})::numeric, 1) AS star,
             ${pick(REMARKS, 16)} AS remark,
             1 + floor(${BRANDS.length} * power(${draw(17)}, 1.5))::int AS brand,
             1 + floor(${CATEGORIES.length} * ${draw(18)})::int AS category
      FROM generate_series(1, ${size}) AS g(i)
    ) p`);
  await run(`
    INSERT INTO product_details (product_id, img1, img2, img3, img4, img5, size, color, des)
    SELECT md5('product-' || g.i)::uuid,
           '/api/images/products/bench-' || (g.i % 97) || '-1.svg',
           '/api/images/products/bench-' || (g.i % 97) || '-2.svg',
           '/api/images/products/bench-' || (g.i % 97) || '-3.svg',
           CASE WHEN ${draw(20)} < 0.6 THEN '/api/images/products/bench-' || (g.i % 97) || '-4.svg' ELSE '' END,
           CASE WHEN ${draw(21)} < 0.3 THEN '/api/images/products/bench-' || (g.i % 97) || '-5.svg' ELSE '' END,
           ${pick(SIZES, 22)}, ${pick(COLOUR_OPTIONS, 23)},
           '<p>' || ${pick(CLOSINGS, 24)} || ' ' || ${pick(CLOSINGS, 25)} || '</p>'
             || '<table><tr><th scope="row">Weight</th><td>' || (50 + g.i % 1950) || ' g</td></tr>'
             || '<tr><th scope="row">Features</th><td>' || ${pick(FEATURES, 26)} || ', ' || ${pick(FEATURES, 27)}
             || '</td></tr><tr><th scope="row">Warranty</th><td>' || (1 + g.i % 3) || ' years</td></tr></table>'
    FROM generate_series(1, ${size}) AS g(i)`);
  // VACUUM too: no autovacuum in PGlite, and a server's autovacuum must not start in the middle of a run.
  await run('VACUUM ANALYZE');
}

/** The id of product number `n` (1 is the oldest). */
export const productId = (n: number) => {
  const hex = createHash('md5').update(`product-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const migrationsFolder = path.join(__dirname, '..', 'src', 'db', 'migrations');

const snapshotPrefix = (size: number) => `shop-bench-pglite-${size}-`;

/** Changes to the migrations or to this generator make a new snapshot. */
function snapshotKey(size: number): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  hash.update(readFileSync(__filename));
  return `${snapshotPrefix(size)}${hash.digest('hex').slice(0, 12)}.tar`;
}

/**
 * An in-memory PGlite holding a generated catalogue of `size` products. The first call builds it (the trigram
 * index makes that take a while) and keeps a snapshot of its data folder under the system's temporary folder;
 * later calls load the snapshot.
 */
export async function openPgliteCatalogue(
  size: number,
): Promise<{ database: Database; fromSnapshot: boolean }> {
  const dir = path.join(tmpdir(), 'shop-bench');
  const file = path.join(dir, snapshotKey(size));
  if (existsSync(file)) {
    const loadDataDir = new Blob([await readFile(file)]);
    const database = await openPglite(await PGlite.create({ loadDataDir, extensions: pgliteExtensions }));
    return { database, fromSnapshot: true };
  }
  // Generating writes about 400 MB of WAL; with these settings a checkpoint deletes it instead of keeping it
  // for reuse: the snapshot is 230 MB instead of 630 and loads in 1.5 s instead of 3-10. Reads ignore them.
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    postgresqlconf: ['wal_recycle = off', 'max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
  const database = await openPglite(client);
  await generateCatalogue(database.db, size);
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await mkdir(dir, { recursive: true });
  // Older snapshots of this size (other migrations or generator) are stale: 230 MB each.
  for (const name of await readdir(dir)) {
    if (name.startsWith(snapshotPrefix(size))) await rm(path.join(dir, name));
  }
  // Written aside and renamed: an interrupted run never leaves a half snapshot behind.
  await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.part`, file);
  return { database, fromSnapshot: false };
}
