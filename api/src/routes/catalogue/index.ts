import cors from '@fastify/cors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { failures, ok, okPage, Page, Success } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { catalogueRepository } from './repository';
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
  PageQuery,
  ProductCard,
  ProductDetails,
  ProductParams,
  RemarkParams,
  Review,
  Slider,
} from './schemas';

const tags = ['catalogue'];
const cached = { catalogueCache: true };
const ProductPage = Page(Type.Ref('ProductCard'));

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
    { config: cached, schema: { tags, response: { 200: Success(Type.Array(Type.Ref('Brand'))) } } },
    async () => ok(await catalogue.brands()),
  );

  app.get(
    '/ProductCategoryList',
    { config: cached, schema: { tags, response: { 200: Success(Type.Array(Type.Ref('Category'))) } } },
    async () => ok(await catalogue.categories()),
  );

  app.get(
    '/ProductSliderList',
    { config: cached, schema: { tags, response: { 200: Success(Type.Array(Slider)) } } },
    async () => ok(await catalogue.sliders()),
  );

  app.get(
    '/FeaturesList',
    { config: cached, schema: { tags, response: { 200: Success(Type.Array(Feature)) } } },
    async () => ok(await catalogue.features()),
  );

  app.get(
    '/LegalDetails/:type',
    {
      config: cached,
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
      config: cached,
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
      config: cached,
      schema: {
        tags,
        params: BrandParams,
        querystring: PageQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byBrand(request.params.brandId, request.query)),
  );

  app.get(
    '/ProductListByCategory/:categoryId',
    {
      config: cached,
      schema: {
        tags,
        params: CategoryParams,
        querystring: PageQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byCategory(request.params.categoryId, request.query)),
  );

  app.get(
    '/ProductListByKeyword/:keyword',
    {
      config: cached,
      schema: {
        tags,
        description: 'Case-insensitive substring match on title and short description.',
        params: KeywordParams,
        querystring: PageQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byKeyword(request.params.keyword.trim(), request.query)),
  );

  app.post(
    '/ProductListByFilter',
    {
      schema: {
        tags,
        description: 'Each filter applies only when non-empty; prices compare what the customer pays.',
        body: FilterBody,
        querystring: PageQuery,
        response: { 200: ProductPage, ...failures(400) },
      },
    },
    async (request) => okPage(await catalogue.byFilter(request.body, request.query)),
  );

  app.get(
    '/ProductDetails/:productId',
    {
      config: cached,
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
      config: cached,
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
