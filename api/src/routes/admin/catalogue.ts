import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TObject, Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import {
  brandStore,
  type ContentStore,
  categoryStore,
  legalStore,
  reorderSliders,
  sliderStore,
} from '../../catalogue/content';
import {
  DetailsFields,
  ImageLocation,
  MAX_VARIANTS,
  Price,
  ProductFields,
  Stock,
  Variant,
} from '../../catalogue/product-fields';
import {
  createProduct,
  listProducts,
  PRODUCT_SORTS,
  readProduct,
  removeProduct,
  updateProduct,
} from '../../catalogue/products';
import { basedOnOf, etagOf, VersionHeaders, withVersion } from '../../catalogue/versions';
import { LEGAL_TYPES, REMARKS } from '../../db/schema';
import { failures, ok, okPage, Page, Success } from '../../http/envelope';
import { sanitizeContent } from '../../lib/html';
import { customerOf } from '../../plugins/auth';
import { AdminPaging, pageOf } from './paging';

const tags = ['back office'];
const Id = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Id });
const Paging = Type.Object(AdminPaging, { additionalProperties: false });
const Timestamp = Type.String({ format: 'date-time' });
const Version = Type.String({
  description:
    'What the row is now, as its ETag says too: a change sends it back in If-Match, and is refused (412) when the ' +
    'row has changed since',
});

/** One row's answer with its version, which the ETag header repeats. */
function versioned<Row extends object>(reply: FastifyReply, row: Row) {
  const answer = withVersion(row);
  reply.header('etag', etagOf(answer.version));
  return ok(answer);
}

/**
 * An update names only what it changes (PATCH), and at least one field. Without the fields' defaults: those fill in
 * what a creation leaves out, and would overwrite what an update leaves out (ajv's useDefaults).
 */
const patchOf = <T extends TObject>(fields: T) =>
  Type.Partial(
    Type.Object(
      Object.fromEntries(
        Object.entries(fields.properties).map(([name, { default: _, ...field }]) => [name, field]),
      ),
    ) as unknown as T,
    { additionalProperties: false, minProperties: 1 },
  );

const DetailsChanges = Type.Partial(Type.Object(DetailsFields), { additionalProperties: false });
const ProductReferences = { categoryID: Id, brandID: Id };
const Variants = Type.Array(Variant, {
  maxItems: MAX_VARIANTS,
  description:
    "Its size and colour pairs with their own SKU, stock and price: a size and a colour of the product's (or '' for " +
    'a kind it does not offer), one variant per pair; SKUs are unique among products and variants together',
});

export const AdminProduct = Type.Object({
  _id: Id,
  ...ProductFields,
  ...ProductReferences,
  details: Type.Object(DetailsFields),
  variants: Variants,
  createdAt: Timestamp,
  retiredAt: Type.Union([Timestamp, Type.Null()], {
    description: 'When it left the catalogue; null while it is on sale',
  }),
  version: Version,
});

export const NewProduct = Type.Object(
  {
    ...ProductFields,
    ...ProductReferences,
    // The same limits as ProductFields, with what a new product has when they are left out.
    discount: { ...ProductFields.discount, default: false },
    discountPrice: Type.Union([Price, Type.Null()], { default: null }),
    star: { ...ProductFields.star, default: 0 },
    stock: { ...Stock, default: null, description: `${Stock.description}; unlimited when left out` },
    details: { ...DetailsChanges, default: {}, description: 'Slots left out are empty' },
    variants: { ...Variants, default: [] },
  },
  { additionalProperties: false },
);

const ProductChanges = patchOf(
  Type.Object({
    ...ProductFields,
    ...ProductReferences,
    details: { ...DetailsChanges, description: 'Only the slots given change' },
    variants: {
      ...Variants,
      description:
        'The whole new list: variants matched on their SKU are updated in place, the others deleted or added',
    },
    retired: Type.Boolean({
      description: 'true takes the product out of the catalogue, false puts a retired product back on sale',
    }),
  }),
);

/** Which products and in which order: the list's query, and the export's. */
export const ProductFilterFields = {
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'A part of the title or sku, any letter case' }),
  ),
  retired: Type.Optional(
    Type.Boolean({ description: 'Only retired products (true) or only those on sale (false)' }),
  ),
  brandID: Type.Optional({ ...Id, description: "Only this brand's products" }),
  categoryID: Type.Optional({ ...Id, description: "Only this category's products" }),
  remark: Type.Optional(
    Type.Union(
      REMARKS.map((remark) => Type.Literal(remark)),
      { description: 'Only the products with this remark' },
    ),
  ),
  sort: Type.Optional(
    Type.Union(
      PRODUCT_SORTS.map((sort) => Type.Literal(sort)),
      {
        description:
          'The column to sort on (default createdAt); `title` ignores letter case, products without a ' +
          '`discountPrice` come last in either order, and ties go by id',
      },
    ),
  ),
  order: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
      description: 'Default `desc` for createdAt (newest first), `asc` for the other columns',
    }),
  ),
};

const ProductList = Type.Object({ ...AdminPaging, ...ProductFilterFields }, { additionalProperties: false });

const Removal = Type.Object({
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('retired')]),
  product: AdminProduct,
});

const Name = Type.String({ minLength: 1, maxLength: 100 });
export const BrandFields = Type.Object(
  { brandName: Name, brandImg: ImageLocation },
  { additionalProperties: false },
);
export const CategoryFields = Type.Object(
  { categoryName: Name, categoryImg: ImageLocation },
  { additionalProperties: false },
);
export const SliderFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    des: Type.String({ minLength: 1, maxLength: 1000 }),
    image: ImageLocation,
    productID: { ...Id, description: 'A product on sale: the slider links to it' },
    position: Type.Integer({
      minimum: 0,
      maximum: 10_000,
      default: 0,
      description: 'Sliders show in ascending position',
    }),
  },
  { additionalProperties: false },
);
const SliderRow = Type.Object({ _id: Id, ...SliderFields.properties });
const LegalParams = Type.Object({ type: Type.Union(LEGAL_TYPES.map((type) => Type.Literal(type))) });
/**
 * A legal page's body: 100,000 characters of HTML are up to 600 KB of JSON (`\u` escapes), over the API's 64 KB
 * limit, which would refuse with a 413 a page the schema allows.
 */
const LEGAL_BODY_LIMIT = 1024 * 1024;
const LegalHtml = Type.Object(
  { description: Type.String({ maxLength: 100_000, description: 'HTML' }) },
  { additionalProperties: false },
);
export const LegalPage = Type.Object({
  type: Type.String(),
  description: Type.String({ description: 'Sanitised HTML' }),
  version: Version,
});

/** The signed-in operator, who the audit names. */
const actorOf = (request: Parameters<typeof customerOf>[0]) => customerOf(request).email;

/**
 * List, read, create, update (PATCH) and delete of one kind of catalogue content, under `/{path}`: every write
 * with its audit row, in one transaction.
 */
function contentRoutes<Fields extends TObject>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  options: {
    path: string;
    what: string;
    fields: Fields;
    store: ContentStore<{ _id: string } & Static<Fields>, Static<Fields>>;
    removal: string;
  },
) {
  const { path, what, fields, store } = options;
  const Row = Type.Object({ _id: Id, ...fields.properties, version: Version });
  const one = `/${path}/:id`;

  app.get(
    `/${path}`,
    {
      schema: {
        tags,
        description: `The ${what}s, a page at a time.`,
        querystring: Paging,
        response: { 200: Page(Row), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return okPage(pageOf((await store.list(app.db, { page, limit })).map(withVersion), page, limit));
    },
  );
  app.get(
    one,
    { schema: { tags, params: IdParams, response: { 200: Success(Row), ...failures(400, 401, 403, 404) } } },
    async (request, reply) => versioned(reply, await store.read(app.db, request.params.id)),
  );
  app.post(
    `/${path}`,
    { schema: { tags, body: fields, response: { 201: Success(Row), ...failures(400, 401, 403) } } },
    async (request, reply) => {
      reply.code(201);
      return versioned(reply, await store.create(app.db, actorOf(request), request.body as Static<Fields>));
    },
  );
  app.patch(
    one,
    {
      schema: {
        tags,
        description:
          'Changes the fields given and leaves the others, if the row is still at the If-Match version.',
        params: IdParams,
        headers: VersionHeaders,
        body: patchOf(fields),
        response: { 200: Success(Row), ...failures(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const basedOn = basedOnOf(request.headers, what);
      const changes = request.body as Partial<Static<Fields>>;
      return versioned(
        reply,
        await store.update(app.db, actorOf(request), request.params.id, changes, basedOn),
      );
    },
  );
  app.delete(
    one,
    {
      schema: {
        tags,
        description: `${options.removal} Only if the row is still at the If-Match version.`,
        params: IdParams,
        headers: VersionHeaders,
        response: { 200: Success(Row), ...failures(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request) => {
      const basedOn = basedOnOf(request.headers, what);
      return ok(withVersion(await store.remove(app.db, actorOf(request), request.params.id, basedOn)));
    },
  );
}

/**
 * The catalogue under /api/v1/admin: products, brands, categories, sliders and the legal pages. Updates are PATCH:
 * only the fields given change. Every write clears the catalogue caches, so the storefront shows it at once.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onSend runs after the handler's transaction committed and before the operator hears back: whatever they load
  // next is read afresh.
  app.addHook('onSend', async (request, reply, payload) => {
    const changed = request.method !== 'GET' && !request.routeOptions.config?.readsOnly;
    if (changed && reply.statusCode < 400) await app.invalidateCatalogue();
    return payload;
  });

  app.get(
    '/products',
    {
      schema: {
        tags,
        description:
          'Every product, retired ones too, newest first unless `sort` and `order` say otherwise; `q`, `retired`, ' +
          '`brandID`, `categoryID` and `remark` narrow the list.',
        querystring: ProductList,
        response: { 200: Page(AdminProduct), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const products = pageOf(await listProducts(app.db, request.query), page, limit);
      return okPage({ ...products, data: products.data.map(withVersion) });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: Success(AdminProduct), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => versioned(reply, await readProduct(app.db, request.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        description:
          '`details.des` is sanitised HTML. A brandID or categoryID naming nothing is a 400; an sku (the ' +
          "product's or a variant's) another product or variant has, a 409 naming its field.",
        body: NewProduct,
        response: { 201: Success(AdminProduct), ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return versioned(reply, await createProduct(app.db, actorOf(request), request.body));
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        description:
          'Changes the fields given (and the `details` slots given) and leaves the others; `variants` replaces ' +
          'the whole list; `retired: false` puts a retired product back on sale. Only if the product is still at ' +
          'the If-Match version: a sale since then changed its `stock` or `variants` too.',
        params: IdParams,
        headers: VersionHeaders,
        body: ProductChanges,
        response: { 200: Success(AdminProduct), ...failures(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request, reply) => {
      const basedOn = basedOnOf(request.headers, 'product');
      const { id } = request.params;
      return versioned(reply, await updateProduct(app.db, actorOf(request), id, request.body, basedOn));
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        description:
          'Deletes the product, unless an invoice names it: then it is retired (outcome `retired`), leaving the ' +
          'catalogue while old invoices still show it. Only if the product is still at the If-Match version.',
        params: IdParams,
        headers: VersionHeaders,
        response: { 200: Success(Removal), ...failures(400, 401, 403, 404, 412, 428) },
      },
    },
    async (request, reply) => {
      const basedOn = basedOnOf(request.headers, 'product');
      const removal = await removeProduct(app.db, actorOf(request), request.params.id, basedOn);
      const product = withVersion(removal.product);
      if (removal.outcome === 'retired') reply.header('etag', etagOf(product.version));
      return {
        ...ok({ ...removal, product }),
        message:
          removal.outcome === 'deleted'
            ? 'Product deleted'
            : 'Product retired, not deleted: invoices name it. It has left the catalogue; old invoices still show it.',
      };
    },
  );

  const usedByProducts = (what: string) => `A ${what} that products still name (retired ones too) is a 409.`;
  contentRoutes(app, {
    path: 'brands',
    what: 'brand',
    fields: BrandFields,
    store: brandStore,
    removal: usedByProducts('brand'),
  });
  contentRoutes(app, {
    path: 'categories',
    what: 'category',
    fields: CategoryFields,
    store: categoryStore,
    removal: usedByProducts('category'),
  });
  contentRoutes(app, {
    path: 'sliders',
    what: 'slider',
    fields: SliderFields,
    store: sliderStore,
    removal: 'Deletes the slider (its product stays).',
  });

  app.put(
    '/sliders/order',
    {
      schema: {
        tags,
        description:
          'Puts the sliders in the order given (positions 0, 1, 2, ...): `ids` names every slider exactly once. ' +
          'One audit row, `slider.reorder`, holds the order before and after. Answers the sliders in their new ' +
          'order.',
        body: Type.Object(
          {
            ids: Type.Array(Id, {
              maxItems: 10_000,
              description: 'Every slider, once each, in the order they are to show',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Success(Type.Array(SliderRow)), ...failures(400, 401, 403) },
      },
    },
    async (request) => ok(await reorderSliders(app.db, actorOf(request), request.body.ids)),
  );

  app.get(
    '/legal',
    {
      schema: {
        tags,
        description: `The info pages (${LEGAL_TYPES.join(', ')}), a page at a time.`,
        querystring: Paging,
        response: { 200: Page(LegalPage), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return okPage(pageOf((await legalStore.list(app.db, request.query)).map(withVersion), page, limit));
    },
  );

  app.post(
    '/legal/preview',
    {
      // Reads only: it stores nothing, audits nothing, and clears no cache.
      config: { readsOnly: true },
      bodyLimit: LEGAL_BODY_LIMIT,
      schema: {
        tags,
        description:
          'The HTML as a legal page would keep it (sanitised as `PATCH /legal/{type}` stores it), stored nowhere.',
        body: LegalHtml,
        response: {
          200: Success(Type.Object({ description: Type.String({ description: 'Sanitised HTML' }) })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => ok({ description: sanitizeContent(request.body.description) }),
  );

  app.get(
    '/legal/:type',
    {
      schema: {
        tags,
        params: LegalParams,
        response: { 200: Success(LegalPage), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => versioned(reply, await legalStore.read(app.db, request.params.type)),
  );

  app.patch(
    '/legal/:type',
    {
      bodyLimit: LEGAL_BODY_LIMIT,
      schema: {
        tags,
        description:
          "Sets the page's HTML, sanitised as it is stored (scripts, event handlers and other markup go), if the " +
          'page is still at the If-Match version; a page not written yet is written with `If-None-Match: *`.',
        params: LegalParams,
        headers: VersionHeaders,
        body: LegalHtml,
        response: { 200: Success(LegalPage), ...failures(400, 401, 403, 412, 428) },
      },
    },
    async (request, reply) => {
      const basedOn = basedOnOf(request.headers, 'legal page');
      const { type } = request.params;
      return versioned(
        reply,
        await legalStore.update(app.db, actorOf(request), type, request.body.description, basedOn),
      );
    },
  );
};
