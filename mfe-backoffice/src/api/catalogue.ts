/** The catalogue's admin calls: products, brands, categories, home sliders, legal pages, pictures, import. */
import { http } from '@shop/shared/api';
import type {
  AdminBrandFields,
  AdminCategoryFields,
  AdminProduct,
  AdminProductFields,
  AdminSliderFields,
  ImportCheck,
  LegalType,
  Remark,
  Versioned,
} from '@shop/shared/contracts';
import { AdminFailure, adminUrl, ask, askPage, askWithMessage, type BasedOn } from './transport';

const segment = encodeURIComponent;

export type {
  AdminProduct,
  AdminProductFields as ProductFields,
  ImportCheck,
  ImportProblem,
} from '@shop/shared/contracts';
export { GALLERY_SLOTS } from '@shop/shared/contracts';

export type ProductSort = 'createdAt' | 'title' | 'sku' | 'price' | 'discountPrice';

export interface ProductFilters {
  q?: string;
  retired?: boolean;
  brandID?: string;
  categoryID?: string;
  remark?: Remark;
  sort?: ProductSort;
  order?: 'asc' | 'desc';
}

export const listProducts = (query: ProductFilters & { page: number; limit: number }) =>
  askPage<AdminProduct>('products', query);
export const readProduct = (id: string) => ask<AdminProduct>('GET', `products/${segment(id)}`);
export const createProduct = (product: AdminProductFields) =>
  ask<AdminProduct>('POST', 'products', { body: product });
/** What a product's update changes: only the fields given, and only the `details` slots given. */
export type ProductChanges = Partial<Omit<AdminProductFields, 'details'>> & {
  details?: Partial<AdminProductFields['details']>;
  retired?: boolean;
};
export const updateProduct = (id: string, changes: ProductChanges, basedOn: BasedOn) =>
  ask<AdminProduct>('PATCH', `products/${segment(id)}`, { body: changes, basedOn });
export const removeProduct = (id: string, basedOn: BasedOn) =>
  askWithMessage<{ outcome: 'deleted' | 'retired' }>('DELETE', `products/${segment(id)}`, { basedOn });

/** Brands, categories and sliders: the same five calls each. */
export interface ContentKinds {
  brands: AdminBrandFields;
  categories: AdminCategoryFields;
  sliders: AdminSliderFields;
}
export type ContentKind = keyof ContentKinds;
export type ContentRow<Kind extends ContentKind> = ContentKinds[Kind] & Versioned & { _id: string };

export const listContent = <Kind extends ContentKind>(kind: Kind, page = 1, limit = 100) =>
  askPage<ContentRow<Kind>>(kind, { page, limit });
export const createContent = <Kind extends ContentKind>(kind: Kind, fields: ContentKinds[Kind]) =>
  ask<ContentRow<Kind>>('POST', kind, { body: fields });
export const readContent = <Kind extends ContentKind>(kind: Kind, id: string) =>
  ask<ContentRow<Kind>>('GET', `${kind}/${segment(id)}`);
export const updateContent = <Kind extends ContentKind>(
  kind: Kind,
  id: string,
  fields: Partial<ContentKinds[Kind]>,
  basedOn: BasedOn,
) => ask<ContentRow<Kind>>('PATCH', `${kind}/${segment(id)}`, { body: fields, basedOn });
export const removeContent = (kind: ContentKind, id: string, basedOn: BasedOn) =>
  ask<unknown>('DELETE', `${kind}/${segment(id)}`, { basedOn });
/** Sets the sliders' order: every slider's id, first shown first. */
export const orderSliders = (ids: string[]) =>
  ask<ContentRow<'sliders'>[]>('PUT', 'sliders/order', { body: { ids } });

export interface LegalPage extends Versioned {
  type: LegalType;
  description: string;
}
export const listLegalPages = () => askPage<LegalPage>('legal', { page: 1, limit: 100 });
/** Sets a page's HTML, based on the version it was read at (null: a page not written yet). */
export const updateLegalPage = (type: LegalType, description: string, basedOn: BasedOn) =>
  ask<LegalPage>('PATCH', `legal/${segment(type)}`, { body: { description }, basedOn });
/** What the sanitiser keeps of some HTML, without storing it. */
export const previewLegalPage = (description: string) =>
  ask<{ description: string }>('POST', 'legal/preview', { body: { description } });

/** Uploads one picture; resolves to the URL to put into a product, brand, category or slider. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await ask<{ url: string }>('POST', 'images', { body: form })).url;
}

export type ImportFormat = 'csv' | 'json';

/** Checks (dryRun) or writes an import file; a file with problems writes nothing and throws them. */
export async function importProducts(file: { text: string; format: ImportFormat }, dryRun: boolean) {
  const response = await http.post(`/api/v1/admin/products/import`, file.text, {
    params: { dryRun },
    headers: { 'content-type': file.format === 'csv' ? 'text/csv' : 'application/json' },
    validateStatus: () => true,
    transformRequest: (data) => data,
  });
  const body = response.data as {
    status?: string;
    data?: ImportCheck;
    message?: string;
    code?: string;
    field?: string;
  };
  if (response.status === 200 && body?.status === 'success' && body.data) return body.data;
  throw new AdminFailure(
    body?.message ?? `The import answered ${response.status}`,
    response.status,
    body?.code,
    body?.field,
    body?.data,
  );
}

/** Where the export of the products a filter selects downloads from. */
export const productExportUrl = (format: ImportFormat, filters: ProductFilters) =>
  adminUrl('products/export', { format, ...filters });
