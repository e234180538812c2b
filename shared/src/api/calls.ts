/** One function per API call of the storefront (docs/behaviour.md#api-calls); each resolves to the envelope. */
import type {
  ApiAnswer,
  Brand,
  CartForm,
  CartItem,
  Category,
  CheckoutSession,
  Feature,
  FilterBody,
  Invoice,
  InvoiceLine,
  LegalContent,
  LegalType,
  PriceRange,
  ProductDetails,
  ProductPage,
  Profile,
  Review,
  ReviewForm,
  Slider,
  WishItem,
} from '../contracts';
import { http } from './client';

const V1 = '/api/v1';
const segment = encodeURIComponent;

export interface PageRequest {
  page?: number;
  limit?: number;
}

async function get<T>(path: string, params?: object): Promise<T> {
  return (await http.get<T>(`${V1}/${path}`, { params })).data;
}

async function post<T>(path: string, body: object): Promise<T> {
  return (await http.post<T>(`${V1}/${path}`, body)).data;
}

// Catalogue (public)
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
  http.post<ProductPage>(`${V1}/ProductListByFilter`, filter, { params: page }).then(({ data }) => data);
/** What a listing's price filter runs between: the prices of all its products. Added in 2.2.0. */
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

// Session
export const requestLoginCode = (email: string) => get<ApiAnswer<unknown>>(`UserOTP/${segment(email)}`);
export const verifyLogin = (email: string, otp: string) =>
  get<ApiAnswer<unknown>>(`VerifyLogin/${segment(email)}/${segment(otp)}`);
export const logout = () => get<ApiAnswer<unknown>>('UserLogout');

// Profile
export const readProfile = () => get<ApiAnswer<Profile[]>>('ReadProfile');
export const updateProfile = (profile: Profile) => post<ApiAnswer<unknown>>('UpdateProfile', profile);

// Cart and wish list
export const saveCartItem = (form: CartForm) => post<ApiAnswer<unknown>>('SaveCartList', form);
export const getCartList = () => get<ApiAnswer<CartItem[]>>('CartList');
export const removeCartItem = (_id: string) => post<ApiAnswer<unknown>>('RemoveCartList', { _id });
/** Sets one line's quantity (1 to 99); answers the line's id and its stored quantity. Added in 1.5.0. */
export const updateCartItem = (_id: string, qty: number) =>
  post<ApiAnswer<Pick<CartItem, '_id' | 'qty'>>>('UpdateCartList', { _id, qty });
export const saveWishItem = (productID: string) => post<ApiAnswer<unknown>>('SaveWishList', { productID });
export const getWishList = () => get<ApiAnswer<WishItem[]>>('WishList');
export const removeWishItem = (productID: string) =>
  post<ApiAnswer<unknown>>('RemoveWishList', { productID });

// Orders and reviews
export const createInvoice = () => get<ApiAnswer<CheckoutSession>>('CreateInvoice');
export const getInvoiceList = () => get<ApiAnswer<Invoice[]>>('InvoiceList');
/** One invoice, as an InvoiceList entry (2.3.0: a slice running under an older shell must guard it). */
export const getInvoice = (invoiceId: string) =>
  get<ApiAnswer<Invoice>>(`InvoiceDetails/${segment(invoiceId)}`);
export const getInvoiceLines = (invoiceId: string) =>
  get<ApiAnswer<InvoiceLine[]>>(`InvoiceProductList/${segment(invoiceId)}`);
export const createReview = (form: ReviewForm) => post<ApiAnswer<unknown>>('CreateReview', form);
