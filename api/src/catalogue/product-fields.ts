import { type Static, Type } from '@sinclair/typebox';
import { REMARKS } from '../db/schema';
import { PICTURE_URL_FORMAT, PICTURE_URL_RULE } from '../lib/picture-url';

/**
 * What an operator may write into a product, whichever way it arrives (the admin API, an import file): one set of
 * limits, so a product the command line accepts the API accepts too.
 */

/** Dollars above zero, at most two decimals (checked by `productProblem`: a float's multipleOf is unreliable). */
export const Price = Type.Number({ exclusiveMinimum: 0, maximum: 9_999_999_999.99 });

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
