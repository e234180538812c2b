import { type Static, Type } from '@sinclair/typebox';
import { LEGAL_TYPES, REMARKS } from '../db/schema';

const Id = Type.String({ format: 'uuid' });
const Money = Type.Number({ description: 'Dollars, at most two decimals' });

export const Brand = Type.Object(
  { _id: Id, brandName: Type.String(), brandImg: Type.String() },
  { $id: 'Brand' },
);
export const Category = Type.Object(
  { _id: Id, categoryName: Type.String(), categoryImg: Type.String() },
  { $id: 'Category' },
);
export type Brand = Static<typeof Brand>;
export type Category = Static<typeof Category>;
export const Slider = Type.Object({
  _id: Id,
  title: Type.String(),
  des: Type.String(),
  image: Type.String(),
  productID: Id,
});
export type Slider = Static<typeof Slider>;
export const Feature = Type.Object({
  _id: Id,
  name: Type.String(),
  description: Type.String(),
  img: Type.String(),
});

/** What shoppers are told of a count (the API always answers it; optional for clients that predate it). */
const StockLeft = (description: string) =>
  Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description }));
const CARD_STOCK_LEFT =
  'How many are left when few are (5 or fewer; 0: out of stock); null when plenty are or stock is not counted. For a product with variants, all of them together.';

export const ProductCard = Type.Object(
  {
    _id: Id,
    title: Type.String(),
    image: Type.String(),
    price: Money,
    discount: Type.Boolean(),
    discountPrice: Type.Union([Money, Type.Null()]),
    star: Type.Number({ minimum: 0, maximum: 5 }),
    remark: Type.String(),
    stockLeft: StockLeft(CARD_STOCK_LEFT),
  },
  { $id: 'ProductCard' },
);
export type ProductCard = Static<typeof ProductCard>;

/** One size and colour pair of a product with its own SKU, stock and, optionally, price. */
export const ProductVariant = Type.Object({
  sku: Type.String(),
  size: Type.String({ description: "'' when the product offers no sizes" }),
  color: Type.String({ description: "'' when the product offers no colours" }),
  price: Type.Union([Money, Type.Null()], {
    description: "Its own price, which replaces the product's (discount included); null: the product's",
  }),
  stockLeft: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: "As the product's stockLeft, for this variant",
  }),
});

export const ProductDetails = Type.Object({
  _id: Id,
  title: Type.String(),
  shortDes: Type.String(),
  image: Type.String(),
  price: Money,
  discount: Type.Boolean(),
  discountPrice: Type.Union([Money, Type.Null()]),
  star: Type.Number(),
  remark: Type.String(),
  stockLeft: StockLeft(CARD_STOCK_LEFT),
  category: Type.Ref(Category),
  brand: Type.Ref(Brand),
  details: Type.Object({
    img1: Type.String(),
    img2: Type.String(),
    img3: Type.String(),
    img4: Type.String(),
    img5: Type.String(),
    img6: Type.String(),
    img7: Type.String(),
    img8: Type.String(),
    size: Type.String({ description: 'Comma-separated options' }),
    color: Type.String({ description: 'Comma-separated options' }),
    des: Type.String({ description: 'Sanitised HTML' }),
  }),
  variants: Type.Optional(
    Type.Array(ProductVariant, {
      description:
        'By size, then colour, as the details list them. A size and colour pair not among them sells at the product’s price and stock.',
    }),
  ),
});

export const Review = Type.Object({
  _id: Id,
  profile: Type.Object({ cus_name: Type.String() }),
  rating: Type.String({ description: 'A whole number from 1 to 5, as a string' }),
  des: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const LegalType = Type.Union(LEGAL_TYPES.map((type) => Type.Literal(type)));

export const LegalPage = Type.Object({
  type: LegalType,
  description: Type.String({ description: 'Sanitised HTML' }),
});

export const PageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export const LISTING_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A listing's page in an order: relevance (a search's best matches first; newest without one) unless asked. */
export const ListingQuery = Type.Object(
  {
    ...PageQuery.properties,
    sort: Type.Union(
      LISTING_SORTS.map((sort) => Type.Literal(sort)),
      {
        default: 'relevance',
        description:
          'relevance: for a search, products with every word in the title, brand or category first; otherwise newest. price-asc and price-desc: by the price paid. rating: by the star, best first. Newest first within equals.',
      },
    ),
  },
  { additionalProperties: false },
);
export type ListingQuery = Static<typeof ListingQuery>;

export const RemarkParams = Type.Object({ remark: Type.String({ maxLength: 40 }) });
export const BrandParams = Type.Object({ brandId: Id });
export const CategoryParams = Type.Object({ categoryId: Id });
export const KeywordParams = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }) });
export const ProductParams = Type.Object({ productId: Id });
export const LegalParams = Type.Object({ type: LegalType });

const OptionalId = Type.String({
  pattern: '^$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  default: '',
});
const OptionalPrice = Type.String({ pattern: '^$|^\\d{1,9}(\\.\\d{1,2})?$', default: '' });
const OptionalKeyword = Type.String({
  maxLength: 100,
  default: '',
  description: 'A keyword page keeps its search: the keyword, matched as ProductListByKeyword does',
});

/** The listing filter: every field a string, applied only when non-empty (docs/behaviour.md#filter). */
export const FilterBody = Type.Object(
  {
    brandID: OptionalId,
    categoryID: OptionalId,
    priceMax: OptionalPrice,
    priceMin: OptionalPrice,
    keyword: OptionalKeyword,
  },
  { additionalProperties: false },
);
export type FilterBody = Static<typeof FilterBody>;

/** How many products a filtered listing has, and how many of them each brand and category has. */
export const ListingFacets = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  brands: Type.Array(Type.Object({ _id: Id, count: Type.Integer({ minimum: 1 }) }), {
    description: 'Brands with products under the rest of the filter (the brand chosen aside)',
  }),
  categories: Type.Array(Type.Object({ _id: Id, count: Type.Integer({ minimum: 1 }) }), {
    description: 'Categories with products under the rest of the filter (the category chosen aside)',
  }),
});

/** What the search box offers for what has been typed so far. */
export const SearchSuggestions = Type.Object({
  products: Type.Array(Type.Object({ _id: Id, title: Type.String(), image: Type.String() })),
  brands: Type.Array(Type.Object({ _id: Id, brandName: Type.String() })),
  categories: Type.Array(Type.Object({ _id: Id, categoryName: Type.String() })),
});

/** The lowest and highest price customers pay among a listing's products; both null when it has none. */
export const PriceRange = Type.Object({
  min: Type.Union([Money, Type.Null()]),
  max: Type.Union([Money, Type.Null()]),
});

export const isRemark = (value: string): value is (typeof REMARKS)[number] =>
  (REMARKS as readonly string[]).includes(value);
