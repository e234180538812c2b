import { offeredOptions } from '@shop/shared/lib';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  brands,
  categories,
  features,
  invoiceLines,
  invoices,
  legalPages,
  productDetails,
  products,
  type Remark,
  sliders,
  users,
} from '../../src/db/schema';

/** A complete, valid profile (UpdateProfile body). */
export const PROFILE = {
  cus_name: 'Ada Buyer',
  cus_phone: '+1 555 0101',
  cus_fax: '',
  cus_country: 'United States',
  cus_city: 'Springfield',
  cus_state: 'IL',
  cus_postcode: '62701',
  cus_add: '12 Elm Street',
  ship_name: 'Ada Buyer',
  ship_phone: '+1 555 0101',
  ship_country: 'United States',
  ship_city: 'Springfield',
  ship_state: 'IL',
  ship_postcode: '62701',
  ship_add: '12 Elm Street',
};

/**
 * The first colour and size a product's details offer (empty when it offers none, or when there are no details: a
 * product not on sale), as a shopper would choose them before adding it to the cart.
 */
export function firstOptionsOf(details: { color: string; size: string } | undefined) {
  return {
    color: offeredOptions(details?.color ?? '')[0] ?? '',
    size: offeredOptions(details?.size ?? '')[0] ?? '',
  };
}

export interface ProductFixture {
  title: string;
  shortDes?: string;
  price: number;
  discountPrice?: number;
  remark?: Remark;
  brand?: 'north' | 'south';
  category?: 'phones' | 'shoes';
  color?: string;
  size?: string;
  des?: string;
}

/** A small catalogue with known prices: two brands, two categories, and the products asked for (oldest first). */
export async function seedCatalogue(db: Db, items: ProductFixture[]) {
  const [north, south] = await db
    .insert(brands)
    .values([
      { brandName: 'Northwind', brandImg: '/api/images/brands/north.svg' },
      { brandName: 'Southwind', brandImg: '/api/images/brands/south.svg' },
    ])
    .returning();
  const [phones, shoes] = await db
    .insert(categories)
    .values([
      { categoryName: 'Phones', categoryImg: '/api/images/categories/phones.svg' },
      { categoryName: 'Shoes', categoryImg: '/api/images/categories/shoes.svg' },
    ])
    .returning();
  if (!north || !south || !phones || !shoes) throw new Error('fixture insert failed');

  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = await db
    .insert(products)
    .values(
      items.map((item, index) => ({
        sku: `p${index}`,
        title: item.title,
        shortDes: item.shortDes ?? `${item.title}, described briefly`,
        price: item.price,
        discount: item.discountPrice !== undefined,
        discountPrice: item.discountPrice ?? null,
        image: `/api/images/products/p${index}-1.svg`,
        remark: item.remark ?? 'new',
        brandId: item.brand === 'south' ? south.id : north.id,
        categoryId: item.category === 'shoes' ? shoes.id : phones.id,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning();
  await db.insert(productDetails).values(
    rows.map((row, index) => ({
      productId: row.id,
      img1: row.image,
      img2: `/api/images/products/p${index}-2.svg`,
      color: items[index]?.color ?? 'Black,White',
      size: items[index]?.size ?? 'S,M,L',
      des: items[index]?.des ?? '<p>Specification</p><table><tr><th>Weight</th><td>180 g</td></tr></table>',
    })),
  );
  return { brands: { north, south }, categories: { phones, shoes }, products: rows };
}

export async function seedContent(db: Db, productId: string) {
  await db
    .insert(sliders)
    .values({ title: 'Big sale', des: 'Everything must go', image: '/s.svg', productId });
  await db.insert(features).values([
    { name: 'Free Delivery', description: 'On every order', img: '/f1.svg', position: 1 },
    { name: 'Secure Payment', description: 'Cards and wallets', img: '/f2.svg', position: 2 },
  ]);
  await db.insert(legalPages).values({
    type: 'about',
    description: '<h2>About</h2><p onclick="steal()">We sell things.</p><script>alert(1)</script>',
  });
}

/** Marks a product as bought by the user (a paid invoice), so the user may review it. */
export async function recordPurchase(db: Db, email: string, productId: string, price: number) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId: user.id,
      tranId: `FIXTURE-${Math.random().toString(36).slice(2)}`,
      total: price,
      vat: 0,
      payable: price,
      currency: 'USD',
      cusDetails: 'Test',
      shipDetails: 'Test',
      paymentStatus: 'success',
      expiresAt: new Date(),
    })
    .returning();
  if (!invoice) throw new Error('invoice insert failed');
  await db
    .insert(invoiceLines)
    .values({ invoiceId: invoice.id, productId, qty: 1, price, color: '', size: '' });
  return invoice;
}

let newProducts = 0;

/**
 * The body of a valid new product for the admin API (POST /admin/products): a shoe by Northwind of the catalogue
 * seedCatalogue made, with a fresh SKU (`prefix-n`), and `fields` over it.
 */
export const newProductBody = (
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>,
  fields: object = {},
  prefix = 'SKU',
) => ({
  sku: `${prefix}-${++newProducts}`,
  title: 'Trail Runner',
  shortDes: 'A light running shoe',
  price: 120,
  image: '/api/images/products/p0-1.svg',
  remark: 'new',
  categoryID: catalogue.categories.shoes.id,
  brandID: catalogue.brands.north.id,
  ...fields,
});
