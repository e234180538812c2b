/**
 * The catalogue's calls (docs/behaviour.md#api-calls), over the shared transport; each resolves to the API's envelope
 * or fails. A server error, or an answer that is not the API's (a proxy's HTML error page), is a failure to load,
 * shown with Retry: taken as data, it read as "No products found".
 */
import { http } from '@shop/shared/api';
import type {
  ApiAnswer,
  Brand,
  Category,
  Feature,
  FilterBody,
  LegalContent,
  LegalType,
  ListingFacets,
  ListingSort,
  PriceRange,
  ProductDetails,
  ProductPage,
  Review,
  Slider,
} from '@shop/shared/contracts';

const segment = encodeURIComponent;

/** The envelope every answer of the API is, failures included. */
const isEnvelope = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'status' in body &&
  ['success', 'fail'].includes(`${body.status}`);

/** Only the API's own answers below 500 are answers; anything else throws. */
async function envelopeOf<T>(response: Promise<{ status: number; data: unknown }>): Promise<T> {
  const { status, data } = await response;
  if (!isEnvelope(data)) throw new Error(`The shop answered HTTP ${status} without the API's envelope`);
  return data as T;
}
const throwsOnServerError = { validateStatus: (status: number) => status < 500 };
const V1 = '/api/v1';
const get = <T>(path: string, params?: object) =>
  envelopeOf<T>(http.get(`${V1}/${path}`, { params, ...throwsOnServerError }));
const post = <T>(path: string, body: object, params?: object) =>
  envelopeOf<T>(http.post(`${V1}/${path}`, body, { params, ...throwsOnServerError }));

export interface PageRequest {
  page?: number;
  limit?: number;
  sort?: ListingSort;
}

export const getBrandList = () => get<ApiAnswer<Brand[]>>('ProductBrandList');
export const getCategoryList = () => get<ApiAnswer<Category[]>>('ProductCategoryList');
export const getSliderList = () => get<ApiAnswer<Slider[]>>('ProductSliderList');
export const getFeatures = () => get<ApiAnswer<Feature[]>>('FeaturesList');
export const getProductsByRemark = (remark: string, page?: PageRequest) =>
  get<ProductPage>(`ProductListByRemark/${segment(remark)}`, page);
export const getProductsByBrand = (brandId: string, page?: PageRequest) =>
  get<ProductPage>(`ProductListByBrand/${segment(brandId)}`, page);
export const getProductsByCategory = (categoryId: string, page?: PageRequest) =>
  get<ProductPage>(`ProductListByCategory/${segment(categoryId)}`, page);
export const getProductsByKeyword = (keyword: string, page?: PageRequest) =>
  get<ProductPage>(`ProductListByKeyword/${segment(keyword)}`, page);
export const getProductsByFilter = (filter: FilterBody, page?: PageRequest) =>
  post<ProductPage>('ProductListByFilter', filter, page);
/** How many products the filter finds, and how many each brand and category has under the rest of it. */
export const getListingFacets = (filter: FilterBody) =>
  post<ApiAnswer<ListingFacets>>('ProductListFacets', filter);
/** What a listing's price filter runs between: the prices of all its products. */
export const getPriceRangeByBrand = (brandId: string) =>
  get<ApiAnswer<PriceRange>>(`ProductPriceRangeByBrand/${segment(brandId)}`);
export const getPriceRangeByCategory = (categoryId: string) =>
  get<ApiAnswer<PriceRange>>(`ProductPriceRangeByCategory/${segment(categoryId)}`);
export const getPriceRangeByKeyword = (keyword: string) =>
  get<ApiAnswer<PriceRange>>(`ProductPriceRangeByKeyword/${segment(keyword)}`);
export const getProductDetails = (productId: string) =>
  get<ApiAnswer<ProductDetails[]>>(`ProductDetails/${segment(productId)}`);
export const getProductReviews = (productId: string) =>
  get<ApiAnswer<Review[]>>(`ProductReviewList/${segment(productId)}`);
export const getLegalDetails = (type: LegalType) =>
  get<ApiAnswer<LegalContent[]>>(`LegalDetails/${segment(type)}`);
/** How many reviews a product has: its page's first page of them may not be all. */
export const getProductReviewCount = (productId: string) =>
  get<ApiAnswer<number>>(`ProductReviewCount/${segment(productId)}`);
