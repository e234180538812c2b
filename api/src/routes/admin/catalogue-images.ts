import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_FORMATS, imageExtensionOf, MAX_IMAGE_BYTES, uploadImage } from '../../catalogue/images';
import { failures, ok, Success } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

const megabytes = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * The bytes of the form's one file, read to the form's end: a second file, a field, a cut or malformed body are
 * 400s naming what is wrong (the parser's own errors would be 413s or 500s), a file over the limit a 413.
 */
async function onePicture(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    // The limits (one file, no field) make any other part an error of the iteration, not a part.
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
      app.multipartErrors;
    if (error instanceof RequestFileTooLargeError) {
      throw new HttpError(413, `file is over ${megabytes} MB`, 'TOO_LARGE');
    }
    if (
      error instanceof FilesLimitError ||
      error instanceof FieldsLimitError ||
      error instanceof PartsLimitError
    ) {
      throw badRequest('the form must hold one file, the picture, and nothing else');
    }
    // Whatever else the parser meets is the body's doing: no boundary, a part cut short, no closing boundary.
    throw badRequest(
      'the multipart body is malformed or cut short: its parts must be separated by the boundary its ' +
        'Content-Type names, and it must end with the closing boundary',
    );
  }
  if (!bytes) throw badRequest('file is required', 'file');
  return bytes;
}

/** POST /api/v1/admin/images: an operator uploads a product picture and gets the URL to put in a product. */
export const catalogueImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 } });

  app.post(
    '/images',
    {
      schema: {
        tags: ['back office'],
        description:
          `One picture as multipart/form-data (any field name, no other part): ${IMAGE_FORMATS.join(', ')}, ` +
          `known by its content, at most ${megabytes} MB. The answer's url goes into a product's image fields; ` +
          'the picture is served there with caching for a year. Audited as image.upload (its SHA-256 and size).',
        consumes: ['multipart/form-data'],
        body: {
          content: {
            'multipart/form-data': {
              schema: Type.Object({ file: Type.String({ format: 'binary', description: 'Any field name' }) }),
            },
          },
        },
        response: {
          201: Success(Type.Object({ url: Type.String() })),
          ...failures(400, 401, 403, 413, 415),
        },
      },
      // The schema only documents the form: there is no body object to validate, the handler reads the stream.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the picture as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
      }
      const bytes = await onePicture(app, request);
      const extension = imageExtensionOf(bytes);
      if (!extension) {
        throw new HttpError(
          415,
          `file must be a ${IMAGE_FORMATS.join(', ')} picture`,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      const { url } = await uploadImage(
        app.db,
        app.config.uploadsDir,
        customerOf(request).email,
        bytes,
        extension,
      );
      reply.code(201);
      return ok({ url });
    },
  );
};
