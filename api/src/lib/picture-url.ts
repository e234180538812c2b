import { isPictureUrl } from '@shop/shared/lib';
import { FormatRegistry } from '@sinclair/typebox';

export { isPictureUrl, PICTURE_URL_RULE } from '@shop/shared/lib';

/** The schema format of picture URLs: registered with TypeBox here (the import) and with the API's ajv in app.ts. */
export const PICTURE_URL_FORMAT = 'picture-url';

FormatRegistry.Set(PICTURE_URL_FORMAT, isPictureUrl);
