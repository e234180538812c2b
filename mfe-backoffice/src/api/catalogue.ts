/** The catalogue's admin calls: products, brands, categories, home sliders, legal pages, pictures, import. */
import { http } from '@shop/shared/api';
import type { LegalType, Remark } from '@shop/shared/contracts';
import { AdminFailure, adminUrl, ask, askPage, askWithMessage } from './transport';

const segment = encodeURIComponent;

export const GALLERY_SLOTS = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'] as const;
export type GallerySlot = (typeof GALLERY_SLOTS)[number];

export interface ProductDetailsFields extends Record<GallerySlot, string> {
  size: string;
  color: string;
  des: string;
}

/** A product as the admin API writes it. */
export interface ProductFields {
  sku: string;
  title: string;
  shortDes: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  image: string;
  star: number;
  remark: Remark;
  brandID: string;
  categoryID: string;
  details: ProductDetailsFields;
}

export interface AdminProduct extends ProductFields {
  _id: string;
  createdAt: string;
  retiredAt: string | null;
}

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
export const createProduct = (product: ProductFields) =>
  ask<AdminProduct>('POST', 'products', { body: product });
export const updateProduct = (id: string, changes: Partial<ProductFields> & { retired?: boolean }) =>
  ask<AdminProduct>('PATCH', `products/${segment(id)}`, { body: changes });
export const removeProduct = (id: string) =>
  askWithMessage<{ outcome: 'deleted' | 'retired' }>('DELETE', `products/${segment(id)}`);

/** Brands, categories and sliders: the same five calls each. */
export interface ContentKinds {
  brands: { brandName: string; brandImg: string };
  categories: { categoryName: string; categoryImg: string };
  sliders: { title: string; des: string; image: string; productID: string; position: number };
}
export type ContentKind = keyof ContentKinds;
export type ContentRow<Kind extends ContentKind> = ContentKinds[Kind] & { _id: string };

export const listContent = <Kind extends ContentKind>(kind: Kind, page = 1, limit = 100) =>
  askPage<ContentRow<Kind>>(kind, { page, limit });
export const createContent = <Kind extends ContentKind>(kind: Kind, fields: ContentKinds[Kind]) =>
  ask<ContentRow<Kind>>('POST', kind, { body: fields });
export const updateContent = <Kind extends ContentKind>(
  kind: Kind,
  id: string,
  fields: Partial<ContentKinds[Kind]>,
) => ask<ContentRow<Kind>>('PATCH', `${kind}/${segment(id)}`, { body: fields });
export const removeContent = (kind: ContentKind, id: string) =>
  ask<unknown>('DELETE', `${kind}/${segment(id)}`);
/** Sets the sliders' order: every slider's id, first shown first. */
export const orderSliders = (ids: string[]) =>
  ask<ContentRow<'sliders'>[]>('PUT', 'sliders/order', { body: { ids } });

export interface LegalPage {
  type: LegalType;
  description: string;
}
export const listLegalPages = () => askPage<LegalPage>('legal', { page: 1, limit: 100 });
export const updateLegalPage = (type: LegalType, description: string) =>
  ask<LegalPage>('PATCH', `legal/${segment(type)}`, { body: { description } });
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
export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}
export interface ImportCheck {
  problems: ImportProblem[];
  summary: { rows: number; create: number; update: number };
}

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
