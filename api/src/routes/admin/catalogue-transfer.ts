import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  type FileFormat,
  ProductFileError,
  parseProductFile,
  writeProductFile,
} from '../../catalogue/import-format';
import {
  checkProductFile,
  exportProducts,
  ImportConflict,
  type ImportOutcome,
  importProducts,
  previewImport,
  type RowProblem,
} from '../../catalogue/import-products';
import { fail, failures } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { customerOf } from '../../plugins/auth';
import { ProductFilterFields } from './catalogue';

const tags = ['back office'];
/** The largest product file the back office takes in one request: some 10,000 products with descriptions. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const megabytes = MAX_IMPORT_BYTES / 1024 / 1024;
/** The body's media type, as its Content-Type names it, and the format it holds. */
const FORMAT_OF_TYPE: Record<string, FileFormat> = { 'text/csv': 'csv', 'application/json': 'json' };

const Problem = Type.Object({
  line: Type.Integer({
    description:
      "The row's line in a CSV file (1 is the header row) or its item number in a JSON array (from 1)",
  }),
  location: Type.String({ description: '`line 7` (CSV) or `item 3` (JSON), as `shop import` prints it' }),
  field: Type.String({ description: "The column; '' for the row as a whole" }),
  message: Type.String(),
});

const Summary = Type.Object({
  rows: Type.Integer({ description: 'Rows in the file' }),
  create: Type.Integer({
    description: 'Products the import creates (or created): SKUs not in the catalogue',
  }),
  update: Type.Integer({ description: 'Known SKUs with a field that differs' }),
  unchanged: Type.Integer({ description: 'Known SKUs the same as stored: not written, not audited' }),
  retired: Type.Integer({ description: 'Of the known SKUs, retired products: updated, and still retired' }),
  newBrands: Type.Array(Type.String(), { description: 'Brands the import creates, by name' }),
  newCategories: Type.Array(Type.String(), { description: 'Categories the import creates, by name' }),
});

export const ImportCheck = Type.Object({
  problems: Type.Array(Problem, { description: 'Every problem of every row; empty when the file is sound' }),
  summary: {
    ...Summary,
    description: 'What the import does (dry run) or did; with problems, counted over the rows without any',
  },
});
type ImportCheck = Static<typeof ImportCheck>;

/** The usual failure, carrying the check when the file has problems. */
const ImportFailure = Type.Object({
  status: Type.Literal('fail'),
  message: Type.String(),
  code: Type.String(),
  field: Type.Optional(Type.String()),
  data: Type.Optional(ImportCheck),
});

const ImportQuery = Type.Object(
  {
    dryRun: Type.Boolean({
      default: true,
      description:
        'true (the default): check and count, write nothing; false: import when no row has a problem',
    }),
  },
  { additionalProperties: false },
);

const ExportQuery = Type.Object(
  {
    ...ProductFilterFields,
    format: Type.Union([Type.Literal('csv'), Type.Literal('json')], {
      default: 'csv',
      description: 'The file format, as the import takes it',
    }),
  },
  { additionalProperties: false },
);

const problemOf = ({ location, field, message }: RowProblem) => ({
  line: Number(/\d+/.exec(location)?.[0] ?? 0),
  location,
  field,
  message,
});

const summaryOf = (rows: number, outcome: ImportOutcome) => ({
  rows,
  create: outcome.created,
  update: outcome.updated,
  unchanged: outcome.unchanged,
  retired: outcome.retired,
  newBrands: outcome.brandsCreated,
  newCategories: outcome.categoriesCreated,
});

/** The format the body's Content-Type names; any other type is a 415. */
function formatOf(request: FastifyRequest): FileFormat {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  const format = FORMAT_OF_TYPE[type];
  if (!format) {
    throw new HttpError(
      415,
      'Send the product file as text/csv or application/json',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  return format;
}

/** The body as a product file's rows; a body that is no readable file at all is a 400 naming `body`. */
function checkedBody(request: FastifyRequest, format: FileFormat) {
  const bytes = request.body;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0)
    throw badRequest('body is required: the product file', 'body');
  try {
    const file = parseProductFile(bytes, format);
    return { rowCount: file.rows.length, ...checkProductFile(file) };
  } catch (error) {
    if (error instanceof ProductFileError) throw badRequest(error.message, 'body');
    throw error;
  }
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * The catalogue as a file under /api/v1/admin: `GET /products/export` writes the products the list's filters keep,
 * `POST /products/import` reads the same CSV or JSON the `shop import` command does, with the same checks, and
 * with a dry run that writes nothing.
 */
export const catalogueTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/export',
    {
      schema: {
        tags,
        description:
          'Every product the filters keep (as in `GET /products`, without paging), in their order, as the file ' +
          '`POST /products/import` and `shop import` take: importing it again changes nothing. An attachment.',
        produces: ['text/csv', 'application/json'],
        querystring: ExportQuery,
        response: failures(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const records = await exportProducts(app.db, filter);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${stamp()}.${format}"`)
        .header('cache-control', 'no-store')
        .send(writeProductFile(records, format));
    },
  );

  // The import's body is the file itself, read here as bytes (of any type, so that an operator who is not signed in
  // hears 401 first, and one who sends another type a 415 in the shop's words).
  const fileRoutes: FastifyPluginAsyncTypebox = async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    files.post(
      '/products/import',
      {
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          tags,
          description:
            `A product file as the body (text/csv or application/json, at most ${megabytes} MB; columns as ` +
            '`shop export` writes them, docs/behaviour.md "Importing products"), matched on sku. Every row is ' +
            'checked first. `dryRun=true` (the default) writes nothing and answers every problem and what the ' +
            'import would do. `dryRun=false` imports, all in one transaction with its audit rows, when no row has ' +
            'a problem; otherwise nothing is written and the answer is a 400 carrying the same check in `data`.',
          consumes: ['text/csv', 'application/json'],
          querystring: ImportQuery,
          response: {
            200: Type.Object({
              status: Type.Literal('success'),
              data: ImportCheck,
              message: Type.Optional(Type.String()),
            }),
            400: ImportFailure,
            ...failures(401, 403, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const { rowCount, problems: fileProblems, rows, sound } = checkedBody(request, formatOf(request));
        const check = (problems: RowProblem[], outcome: ImportOutcome): ImportCheck => ({
          problems: problems.map(problemOf),
          summary: summaryOf(rowCount, outcome),
        });
        /** The check of the rows without problems: the file's own problems, then SKUs others hold. */
        const planned = async () => {
          const preview = await previewImport(app.db, sound);
          return check([...fileProblems, ...preview.problems], preview.outcome);
        };
        const refusal = (checked: ImportCheck) => {
          const badRows = new Set(checked.problems.map((problem) => problem.location)).size;
          reply.code(400);
          return {
            ...fail(
              `${checked.problems.length} problem(s) in ${badRows} of ${rowCount} row(s); nothing was imported`,
              'VALIDATION',
            ),
            data: checked,
          };
        };
        if (request.query.dryRun) return { status: 'success' as const, data: await planned() };
        if (fileProblems.length > 0) return refusal(await planned());
        let outcome: ImportOutcome;
        try {
          outcome = await importProducts(app.db, rows, { actor: customerOf(request).email });
        } catch (error) {
          // A SKU of the file that another product or variant holds: found while importing, which wrote nothing.
          if (error instanceof ImportConflict) return refusal(await planned());
          throw error;
        }
        if (outcome.created + outcome.updated > 0) await app.invalidateCatalogue();
        return {
          status: 'success' as const,
          data: check([], outcome),
          message: `${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged`,
        };
      },
    );
  };
  await app.register(fileRoutes);
};
