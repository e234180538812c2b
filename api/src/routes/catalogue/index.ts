import cors from '@fastify/cors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { catalogueRepository } from '../../catalogue/repository';
import {
  Brand,
  BrandParams,
  Category,
  CategoryParams,
  Feature,
  FilterBody,
  isRemark,
  KeywordParams,
  LegalPage,
  LegalParams,
  ListingFacets,
  ListingQuery,
  PageQuery,
  PriceRange,
  ProductCard,
  ProductDetails,
  ProductParams,
  RemarkParams,
  Review,
  SearchSuggestions,
  Slider,
} from '../../catalogue/schemas';
import { SUGGESTED } from '../../catalogue/search';
import { failures, ok, okPage, Page, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';

const tags = ['catalogue'];
// No customer action changes these: CDNs and browsers may reuse them for a minute.
const shared = { catalogueCache: 'shared' } as const;
// A review changes the review list and the star, which details and every product card show: browsers ask again
// each time (a 304 when unchanged), so a customer sees their own review on the next page.
const revalidated = { catalogueCache: 'revalidate' } as const;
const ProductPage = Page(Type.Ref('ProductCard'));
const SearchPage = Type.Composite([
  ProductPage,
  Type.Object({
    searchedFor: Type.Optional(
      Type.String({ description: 'The corrected keyword searched instead of the one given' }),
    ),
  }),
]);
const SEARCH_RULES =
  'Finds products with every word of the keyword, in any English form, in their title, brand, category or short description, and products with the keyword inside a word.';

/** Public catalogue reads: anyone may call them, from any site (integrators embed the catalogue). */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any site may read the catalogue (without cookies): integrators embed it in their pages.
  await app.register(cors, { origin: '*', methods: ['GET', 'POST'], maxAge: 86_400 });
  app.addSchema(Brand);
  app.addSchema(Category);
  app.addSchema(ProductCard);
  const catalogue = catalogueRepository(app.db);

  app.get(
    '/ProductBrandList',
    { config: shared, schema: { tags, response: { 200: Success(Type.Array(Type.Ref('Brand'))) } } },
    async () => ok(await catalogue.brands()),
  );

  app.get(
    '/ProductCategoryList',
    { config: shared, schema: { tags, response: { 200: Success(Type.Array(Type.Ref('Category'))) } } },
    async () => ok(await catalogue.categories()),
  );

  app.get(
    '/ProductSliderList',
    { config: shared, schema: { tags, response: { 200: Success(Type.Array(Slider)) } } },
    async () => ok(await catalogue.sliders()),
  );

  app.get(
    '/FeaturesList',
    { config: shared, schema: { tags, response: { 200: Success(Type.Array(Feature)) } } },
    async () => ok(await catalogue.features()),
  );

  app.get(
    '/LegalDetails/:type',
    {
      config: shared,
      schema: {
        tags,
        params: LegalParams,
        response: { 200: Success(Type.Array(LegalPage)), ...failures(400, 404) },
      },
    },
    async (request) => {
      const pages = await catalogue.legal(request.params.type);
      if (pages.length === 0) throw notFound('No such page');
      return ok(pages);
    },
  );

  app.get(
    '/ProductListByRemark/:remark',
    {
      config: revalidated,
      schema: {
        tags,
        description: 'Remarks: new, trending, popular, top, special. An unknown remark gives an empty list.',
        params: RemarkParams,
        querystring: PageQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => {
      const { remark } = request.params;
      return isRemark(remark)
        ? okPage(await catalogue.byRemark(remark, request.query))
        : okPage({ data: [], ...request.query, hasMore: false });
    },
  );

  app.get(
    '/ProductListByBrand/:brandId',
    {
      config: revalidated,
      schema: {
        tags,
        params: BrandParams,
        querystring: ListingQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byBrand(request.params.brandId, request.query)),
  );

  app.get(
    '/ProductListByCategory/:categoryId',
    {
      config: revalidated,
      schema: {
        tags,
        params: CategoryParams,
        querystring: ListingQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byCategory(request.params.categoryId, request.query)),
  );

  app.get(
    '/ProductListByKeyword/:keyword',
    {
      config: revalidated,
      schema: {
        tags,
        description: `${SEARCH_RULES} A keyword that matches nothing is corrected word by word from the catalogue's words; \`searchedFor\` then says what was searched instead.`,
        params: KeywordParams,
        querystring: ListingQuery,
        response: { 200: SearchPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byKeyword(request.params.keyword.trim(), request.query)),
  );

  app.post(
    '/ProductListByFilter',
    {
      config: { readsOnly: true },
      schema: {
        tags,
        description:
          "Each filter applies only when non-empty; prices compare what the customer pays. `keyword` keeps a keyword listing's search, corrected as ProductListByKeyword corrects it.",
        body: FilterBody,
        querystring: ListingQuery,
        response: { 200: SearchPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byFilter(request.body, request.query)),
  );

  app.post(
    '/ProductListFacets',
    {
      config: { readsOnly: true },
      schema: {
        tags,
        description:
          'How many products the filter (as ProductListByFilter takes it) finds, and how many each brand and category has.',
        body: FilterBody,
        response: { 200: Success(ListingFacets), ...failures(400) },
      },
    },
    async (request) => ok(await catalogue.facets(request.body)),
  );

  app.get(
    '/ProductSuggestions/:keyword',
    {
      config: shared,
      schema: {
        tags,
        description: `For a search box: up to ${SUGGESTED.products} products with words starting as the keyword's do (newest first), ${SUGGESTED.brands} brands and ${SUGGESTED.categories} categories with a word of their name starting with it.`,
        params: KeywordParams,
        response: { 200: Success(SearchSuggestions), ...failures(400) },
      },
    },
    async (request) => ok(await catalogue.suggestions(request.params.keyword)),
  );

  // What a listing's price filter runs between: the prices its products sell at, all of them, not one page's.
  const priceRangeRoute = { tags, description: 'The lowest and highest price customers pay in the listing.' };
  const PriceRangeAnswer = { 200: Success(PriceRange), ...failures(400) };

  app.get(
    '/ProductPriceRangeByBrand/:brandId',
    { config: revalidated, schema: { ...priceRangeRoute, params: BrandParams, response: PriceRangeAnswer } },
    async (request) => ok(await catalogue.priceRangeByBrand(request.params.brandId)),
  );

  app.get(
    '/ProductPriceRangeByCategory/:categoryId',
    {
      config: revalidated,
      schema: { ...priceRangeRoute, params: CategoryParams, response: PriceRangeAnswer },
    },
    async (request) => ok(await catalogue.priceRangeByCategory(request.params.categoryId)),
  );

  app.get(
    '/ProductPriceRangeByKeyword/:keyword',
    {
      config: revalidated,
      schema: { ...priceRangeRoute, params: KeywordParams, response: PriceRangeAnswer },
    },
    async (request) => ok(await catalogue.priceRangeByKeyword(request.params.keyword.trim())),
  );

  app.get(
    '/ProductDetails/:productId',
    {
      config: revalidated,
      schema: {
        tags,
        description: 'A one-item list, as the storefront expects.',
        params: ProductParams,
        response: { 200: Success(Type.Array(ProductDetails)), ...failures(400, 404) },
      },
    },
    async (request) => {
      const details = await catalogue.details(request.params.productId);
      if (details.length === 0) throw notFound('No such product');
      return ok(details);
    },
  );

  app.get(
    '/ProductReviewList/:productId',
    {
      config: revalidated,
      schema: {
        tags,
        params: ProductParams,
        querystring: PageQuery,
        response: { 200: Success(Type.Array(Review)), ...failures(400) },
      },
    },
    async (request) => ok(await catalogue.reviews(request.params.productId, request.query)),
  );
};
