import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offeredOptions } from '@shop/shared/lib';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LEGAL_TYPES, type LegalType, type profiles, REMARKS, type Remark } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { imageUrl } from './image-paths';

/**
 * The demo catalogue seeded into an empty database, and the source the image generator draws from. The data is in
 * demo/ (JSON, and the legal pages as HTML), checked against the schemas below when read, so a typo in a file
 * stops the seeding with the file and the place named; what follows from it (image paths, the specification
 * table's HTML) is derived here. Brands, categories and products are referenced by their stable keys (slugs),
 * never by database ids.
 */
const DEMO_DIR = path.join(__dirname, 'demo');

/** What a product's generated pictures show. */
export const ILLUSTRATIONS = [
  'phone',
  'tablet',
  'laptop',
  'monitor',
  'keyboard',
  'headphones',
  'earbuds',
  'speaker',
  'soundbar',
  'watch',
  'camera',
  'action-camera',
  'lens',
  'tripod',
  'shirt',
  'sweater',
  'hoodie',
  'trousers',
  'jacket',
  'coat',
  'dress',
  'skirt',
  'bag',
  'sneaker',
  'boot',
  'heel',
  'sandal',
  'pot',
  'pan',
  'kettle',
  'blender',
  'knife',
  'coffee-maker',
  'mug',
  'console',
  'gamepad',
  'handheld',
  'mouse',
] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

const oneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)));
const strict = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** Reads one file of demo/ and checks it against its schema; the first mismatch stops the seeding, named. */
function readDemo<T extends TSchema>(file: string, schema: T): Static<T> {
  const data: unknown = JSON.parse(readFileSync(path.join(DEMO_DIR, file), 'utf8'));
  if (!Value.Check(schema, data)) {
    const error = Value.Errors(schema, data).First();
    throw new Error(`Demo catalogue ${file}${error?.path ?? ''}: ${error?.message ?? 'invalid'}`);
  }
  return data;
}

const Key = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const Colour = Type.String({ pattern: '^#[0-9a-f]{6}$' });

const BrandData = strict({ key: Key, name: Type.String(), color: Colour });
const CategoryData = strict({ key: Key, name: Type.String(), icon: oneOf(ILLUSTRATIONS), color: Colour });
const ProductData = strict({
  key: Key,
  title: Type.String(),
  shortDes: Type.String(),
  price: Type.Number({ exclusiveMinimum: 0 }),
  /** The sale price, when discounted. */
  sale: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  remark: oneOf(REMARKS),
  brand: Key,
  category: Key,
  illustration: oneOf(ILLUSTRATIONS),
  /** Comma-separated options; empty when not applicable. */
  size: Type.String(),
  color: Type.String(),
  /** How many are in stock; a product with variants counts each variant's instead. */
  stock: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Size and colour pairs with their own SKU, stock and, optionally, price: every pair the product offers. */
  variants: Type.Optional(
    Type.Array(
      strict({
        sku: Key,
        size: Type.String(),
        color: Type.String(),
        stock: Type.Integer({ minimum: 0 }),
        price: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      }),
    ),
  ),
  /** The Specifications tab: a paragraph, then a table of name and value, in order. */
  intro: Type.String(),
  specs: Type.Record(Type.String(), Type.String()),
});
const SliderData = strict({ key: Key, title: Type.String(), des: Type.String(), product: Key });
const FeatureData = strict({ key: Key, name: Type.String(), description: Type.String() });
const CustomerData = strict({
  key: Key,
  email: Type.String(),
  profile: strict({
    cus_name: Type.String(),
    cus_phone: Type.String(),
    cus_fax: Type.String(),
    cus_country: Type.String(),
    cus_city: Type.String(),
    cus_state: Type.String(),
    cus_postcode: Type.String(),
    cus_add: Type.String(),
    ship_name: Type.String(),
    ship_phone: Type.String(),
    ship_country: Type.String(),
    ship_city: Type.String(),
    ship_state: Type.String(),
    ship_postcode: Type.String(),
    ship_add: Type.String(),
  }),
});
const ReviewData = strict({
  customer: Key,
  product: Key,
  rating: oneOf([1, 2, 3, 4, 5] as const),
  des: Type.String(),
});

export interface BrandSeed {
  key: string;
  name: string;
  /** Tile colour of the generated logo. */
  color: string;
  image: string;
}

export interface CategorySeed {
  key: string;
  name: string;
  icon: Illustration;
  /** Tile colour of the generated icon. */
  color: string;
  image: string;
}

export interface ProductDetailsSeed {
  /** 3 to 8 image URL paths, in gallery order. */
  images: string[];
  /** Comma-separated options; empty when not applicable. */
  size: string;
  color: string;
  /** Trusted HTML: a short paragraph and a specification table. */
  des: string;
}

export interface VariantSeed {
  sku: string;
  size: string;
  color: string;
  stock: number;
  /** Its own price, replacing the product's (discount included); null: the product's. */
  price: number | null;
}

export interface ProductSeed {
  key: string;
  title: string;
  shortDes: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  remark: Remark;
  brand: string;
  category: string;
  illustration: Illustration;
  details: ProductDetailsSeed;
  /** Null when the product's variants are counted instead. */
  stock: number | null;
  variants: VariantSeed[];
}

export interface SliderSeed {
  key: string;
  title: string;
  des: string;
  product: string;
  image: string;
}

export interface FeatureSeed {
  key: string;
  name: string;
  description: string;
  img: string;
}

/** The cus_* and ship_* profile fields (docs/behaviour.md#profile), as the profiles table keeps them. */
export type CustomerProfileSeed = Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>;

export interface CustomerSeed {
  key: string;
  email: string;
  profile: CustomerProfileSeed;
}

export interface ReviewSeed {
  customer: string;
  product: string;
  rating: 1 | 2 | 3 | 4 | 5;
  des: string;
}

export const BRANDS: readonly BrandSeed[] = readDemo('brands.json', Type.Array(BrandData)).map((brand) => ({
  ...brand,
  image: imageUrl.brand(brand.key),
}));

export const CATEGORIES: readonly CategorySeed[] = readDemo('categories.json', Type.Array(CategoryData)).map(
  (category) => ({ ...category, image: imageUrl.category(category.key) }),
);

/** Builds the Specifications tab: escaping every value keeps the stored HTML safe by construction. */
function specification(intro: string, specs: Readonly<Record<string, string>>): string {
  const body = Object.entries(specs).map(
    ([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<p>${escapeHtml(intro)}</p><table><tbody>${body.join('')}</tbody></table>`;
}

/** Every product fills the details page's eight gallery slots (img1 to img8): views, close-ups, colour variants. */
export const GALLERY_SIZE = 8;

type ProductData = Static<typeof ProductData>;

/**
 * Every demo product is counted: by its own stock, or by variants for exactly the size and colour pairs it offers
 * (so no pair falls back to an uncounted product). Answers the variants, a mistake stopping the seeding, named.
 */
function variantsOf(p: ProductData): VariantSeed[] {
  const variants = (p.variants ?? []).map((v) => ({ ...v, price: v.price ?? null }));
  const pairs = (offeredOptions(p.size).length ? offeredOptions(p.size) : ['']).flatMap((size) =>
    (offeredOptions(p.color).length ? offeredOptions(p.color) : ['']).map((color) => `${size}|${color}`),
  );
  const named = variants.map((v) => `${v.size}|${v.color}`);
  const counted =
    p.variants === undefined
      ? p.stock !== undefined
      : p.stock === undefined && named.length === pairs.length && pairs.every((pair) => named.includes(pair));
  if (!counted) {
    throw new Error(
      `Demo catalogue products.json "${p.key}": give it a stock, or variants for each size and colour it offers (not both)`,
    );
  }
  return variants;
}

/** Listed newest first: the seeder gives earlier entries later creation times. */
export const PRODUCTS: readonly ProductSeed[] = readDemo('products.json', Type.Array(ProductData)).map(
  (p) => ({
    key: p.key,
    title: p.title,
    shortDes: p.shortDes,
    price: p.price,
    discount: p.sale !== undefined,
    discountPrice: p.sale ?? null,
    remark: p.remark,
    brand: p.brand,
    category: p.category,
    illustration: p.illustration,
    details: {
      images: Array.from({ length: GALLERY_SIZE }, (_, i) => imageUrl.product(p.key, i + 1)),
      size: p.size,
      color: p.color,
      des: specification(p.intro, p.specs),
    },
    stock: p.stock ?? null,
    variants: variantsOf(p),
  }),
);

export const SLIDERS: readonly SliderSeed[] = readDemo('sliders.json', Type.Array(SliderData)).map(
  (slider) => ({
    ...slider,
    image: imageUrl.slider(slider.key),
  }),
);

export const FEATURES: readonly FeatureSeed[] = readDemo('features.json', Type.Array(FeatureData)).map(
  (feature) => ({ ...feature, img: imageUrl.feature(feature.key) }),
);

/** As the storefront's top bar writes them (shell/src/layout/contact.ts): one address and one number everywhere. */
const CONTACT: Readonly<Record<string, string>> = {
  contactEmail: 'support@shop.example',
  contactPhone: '+1 (555) 010-2030',
};

/** demo/legal-pages/<type>.html, its `{{contactEmail}}` and `{{contactPhone}}` filled in. */
function legalPage(type: LegalType): string {
  const file = path.join('legal-pages', `${type}.html`);
  // The file's last line break is the file's, not the page's.
  const template = readFileSync(path.join(DEMO_DIR, file), 'utf8').replace(/\n$/, '');
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = CONTACT[name];
    if (value === undefined) throw new Error(`Demo catalogue ${file}: unknown placeholder ${placeholder}`);
    return value;
  });
}

export const LEGAL_PAGES: Readonly<Record<LegalType, string>> = Object.fromEntries(
  LEGAL_TYPES.map((type) => [type, legalPage(type)]),
) as Record<LegalType, string>;

export const CUSTOMERS: readonly CustomerSeed[] = readDemo('customers.json', Type.Array(CustomerData));

export const REVIEWS: readonly ReviewSeed[] = readDemo('reviews.json', Type.Array(ReviewData));
