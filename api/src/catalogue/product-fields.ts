import { offeredOptions } from '@shop/shared/lib';
import { type Static, Type } from '@sinclair/typebox';
import { REMARKS } from '../db/schema';
import { PICTURE_URL_FORMAT, PICTURE_URL_RULE } from '../lib/picture-url';

/**
 * What an operator may write into a product, whichever way it arrives (the admin API, an import file): one set of
 * limits, so a product the command line accepts the API accepts too.
 */

const PRICE_LIMITS = { exclusiveMinimum: 0, maximum: 9_999_999_999.99 };
/** Dollars above zero, at most two decimals (checked by `productProblem`: a float's multipleOf is unreliable). */
export const Price = Type.Number(PRICE_LIMITS);

/** A picture: the shop's own (under /api/images/) or an absolute https URL (the rule: lib/picture-url.ts). */
export const ImageLocation = Type.String({
  maxLength: 2000,
  format: PICTURE_URL_FORMAT,
  description: PICTURE_URL_RULE,
});
/** A gallery slot: a picture, or empty. */
export const GallerySlot = Type.Union([ImageLocation, Type.Literal('')], {
  description: `Empty, or a picture. ${PICTURE_URL_RULE}`,
});

/** Comma-separated choices a customer picks from (`S,M,L`); empty when the product has none. */
export const Options = Type.String({ maxLength: 500, pattern: '^[^<>]*$' });

export const Sku = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
  description: "The operator's key for the product: letters, digits, dot, dash and underscore",
});

/**
 * Where a schema is checked: `request`, by the API's validator, which coerces types (and would, through a union's
 * branches, turn a null into 0 or a 0 into null); `file`, by TypeBox's checker, which takes values as written.
 */
type Dialect = 'request' | 'file';

/** A number within `limits`, or null: one JSON Schema `type` list for requests, a union for files. */
function numberOrNull(type: 'integer' | 'number', limits: object, description: string, dialect: Dialect) {
  if (dialect === 'request')
    return Type.Unsafe<number | null>({ type: [type, 'null'], ...limits, description });
  const number = type === 'integer' ? Type.Integer(limits) : Type.Number(limits);
  return Type.Union([number, Type.Null()], { description });
}

const STOCK_LIMITS = { minimum: 0, maximum: 1_000_000_000 };
const STOCK_RULE = 'How many can still be sold: a whole number from 0, or null for unlimited';
/** How many can still be sold, or null for unlimited (not counted), as every product starts. */
const stockIn = (dialect: Dialect) => numberOrNull('integer', STOCK_LIMITS, STOCK_RULE, dialect);
export const Stock = stockIn('request');
export const FileStock = stockIn('file');

/** Most variants one product has: ten sizes in ten colours, with room to spare. */
export const MAX_VARIANTS = 500;

/** One size and colour pair of a product, with its own SKU and stock, and optionally its own price. */
const variantIn = (dialect: Dialect) =>
  Type.Object(
    {
      sku: Sku,
      size: Type.String({
        maxLength: 500,
        description: "One of the product's sizes; '' when it offers none",
      }),
      color: Type.String({
        maxLength: 500,
        description: "One of the product's colours; '' when it offers none",
      }),
      stock: stockIn(dialect),
      price: numberOrNull(
        'number',
        PRICE_LIMITS,
        "Its own price, which replaces the product's (discount included); null sells at the product's",
        dialect,
      ),
    },
    { additionalProperties: false },
  );
export const Variant = variantIn('request');
export const FileVariant = variantIn('file');
export type Variant = Static<typeof Variant>;

/** A product's own fields, in the admin API's names (its brand, category and details are written beside them). */
export const ProductFields = {
  sku: Sku,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  shortDes: Type.String({ minLength: 1, maxLength: 1000 }),
  price: Price,
  discount: Type.Boolean(),
  /** Required, and at most `price`, when `discount` is true. */
  discountPrice: Type.Union([Price, Type.Null()]),
  image: ImageLocation,
  /** The rating shown until customers review it; reviews then set it. */
  star: Type.Number({ minimum: 0, maximum: 5 }),
  remark: Type.Union(REMARKS.map((remark) => Type.Literal(remark))),
  /** For a product with variants, what sells in a size and colour no variant names. */
  stock: Stock,
};

const ProductFieldValues = Type.Object(ProductFields);
export type ProductFieldValues = Static<typeof ProductFieldValues>;

/** The gallery's slots, `img1` to `img8`. */
const GALLERY_SLOTS = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'] as const;

export const DetailsFields = {
  ...(Object.fromEntries(GALLERY_SLOTS.map((slot) => [slot, GallerySlot])) as Record<
    (typeof GALLERY_SLOTS)[number],
    typeof GallerySlot
  >),
  size: Options,
  color: Options,
  /** HTML; sanitised before it is stored. */
  des: Type.String({ maxLength: 100_000 }),
};
export const ProductDetailsFields = Type.Object(DetailsFields, { additionalProperties: false });
export type ProductDetailsFields = Static<typeof ProductDetailsFields>;

/** A product's details with no gallery, options or description: what a slot left out means. */
export const EMPTY_DETAILS = Object.fromEntries(
  Object.keys(DetailsFields).map((field) => [field, '']),
) as ProductDetailsFields;

const hasCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** A field's value that breaks a rule: `${field} ${rule}` is the message. */
export interface FieldProblem {
  field: 'price' | 'discountPrice';
  rule: string;
}

/**
 * The rules no schema can say: prices are whole cents, and a discounted product has a discount price no higher
 * than its price. Returns what is wrong, or undefined.
 */
export function productProblem(product: {
  price: number;
  discount: boolean;
  discountPrice: number | null;
}): FieldProblem | undefined {
  if (!hasCents(product.price)) return { field: 'price', rule: 'must have at most two decimals' };
  if (product.discountPrice !== null && !hasCents(product.discountPrice)) {
    return { field: 'discountPrice', rule: 'must have at most two decimals' };
  }
  if (!product.discount) return undefined;
  if (product.discountPrice === null)
    return { field: 'discountPrice', rule: 'is required when discount is true' };
  if (product.discountPrice > product.price)
    return { field: 'discountPrice', rule: 'must not be above price' };
  return undefined;
}

/** A variant's value that breaks a rule: `field` is its place in the request (`variants.2.size`), or `variants`. */
export interface VariantProblem {
  field: string;
  /** Which variant, from 0; undefined for the list as a whole. */
  index?: number;
  rule: string;
}

/**
 * The rules of a product's variants that no schema can say. A variant picks one of the sizes and one of the
 * colours the product offers, as a shopper's cart line does, and '' for a kind the product does not offer (so a
 * product without either has no variants); one variant per pair; SKUs differ from each other and from the
 * product's; prices in whole cents. Answers every problem, in list order.
 */
export function variantProblems(
  product: { sku: string; details: { size: string; color: string } },
  variants: Variant[],
): VariantProblem[] {
  const sizes = offeredOptions(product.details.size);
  const colors = offeredOptions(product.details.color);
  if (variants.length > 0 && sizes.length === 0 && colors.length === 0) {
    return [{ field: 'variants', rule: 'must be empty: the product offers no sizes or colours' }];
  }
  const problems: VariantProblem[] = [];
  const placeOfSku = new Map<string, string>([[product.sku, "the product's own sku"]]);
  const placeOfPair = new Map<string, number>();
  variants.forEach((variant, index) => {
    const at = (name: string, rule: string) =>
      problems.push({ field: `variants.${index}.${name}`, index, rule });
    for (const [name, offered, kind] of [
      ['size', sizes, 'sizes'],
      ['color', colors, 'colours'],
    ] as const) {
      const chosen = variant[name];
      if (offered.length === 0 ? chosen !== '' : !offered.includes(chosen)) {
        at(
          name,
          offered.length === 0
            ? `must be empty: the product offers no ${kind}`
            : `must be one of the product's ${kind}: ${offered.join(', ')}`,
        );
      }
    }
    const skuTaken = placeOfSku.get(variant.sku);
    if (skuTaken) at('sku', `is already ${skuTaken}`);
    else placeOfSku.set(variant.sku, `the sku of variants.${index}`);
    const pair = JSON.stringify([variant.size, variant.color]);
    const pairTaken = placeOfPair.get(pair);
    if (pairTaken !== undefined) at('size', `and color are already those of variants.${pairTaken}`);
    else placeOfPair.set(pair, index);
    if (variant.price !== null && !hasCents(variant.price)) at('price', 'must have at most two decimals');
  });
  return problems;
}
