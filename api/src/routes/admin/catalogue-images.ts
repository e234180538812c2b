import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IMAGE_FORMATS,
  imageExtensionOf,
  MAX_IMAGE_BYTES,
  storeImage,
} from '../../back-office/catalogue-images';
import { failures, ok, Success } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';

const megabytes = MAX_IMAGE_BYTES / 1024 / 1024;

/** POST /api/v1/admin/images: an operator uploads a product picture and gets the URL to put in a product. */
export const catalogueImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 } });

  app.post(
    '/images',
    {
      schema: {
        tags: ['back office'],
        description:
          `One picture as multipart/form-data (any field name): ${IMAGE_FORMATS.join(', ')}, known by its ` +
          `content, at most ${megabytes} MB. The answer's url goes into a product's image fields; the picture is ` +
          'served there with caching for a year.',
        consumes: ['multipart/form-data'],
        response: {
          201: Success(Type.Object({ url: Type.String() })),
          ...failures(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the picture as multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
      }
      const file = await request.file();
      if (!file) throw badRequest('file is required');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, `file is over ${megabytes} MB`, 'TOO_LARGE');
        }
        throw error;
      }
      const extension = imageExtensionOf(bytes);
      if (!extension) {
        throw new HttpError(
          415,
          `file must be a ${IMAGE_FORMATS.join(', ')} picture`,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      reply.code(201);
      return ok({ url: await storeImage(app.config.uploadsDir, bytes, extension) });
    },
  );
};
