import { insideOtherWords } from '../../src/catalogue/search';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../support/database';
import { seedCatalogue } from '../support/fixtures';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, [
    { title: 'Studio Headphones', shortDes: 'Closed back, for mixing', price: 199 },
    { title: 'Aurora Smartwatch', shortDes: 'Tracks every run', price: 249 },
    { title: 'Pocket Watches', shortDes: 'Wound by hand, 3.5mm thin', price: 89 },
  ]);
});
afterAll(() => database.close());

describe('whether a keyword may be inside a word other than its own forms', () => {
  it.each([
    ['watch', true],
    // "smartwatch" does not hold "watches".
    ['watches', false],
    ['headphone', false],
    ['HEADPHONES', false],
    ['mixing', false],
    ['quokka', false],
  ])('%s: %s', async (keyword, inside) => {
    expect(await insideOtherWords(database.db, keyword)).toBe(inside);
  });

  it('says yes for a stop word, which has no forms of its own', async () => {
    expect(await insideOtherWords(database.db, 'for')).toBe(true);
  });

  it('says yes, unchecked, for what is not one run of three letters or more', async () => {
    for (const keyword of ['5mm', 'yoga mat', 'ud']) {
      expect(await insideOtherWords(database.db, keyword)).toBe(true);
    }
  });
});
