/** Checkout's calls (docs/behaviour.md#api-calls), over the shared transport; each resolves to the envelope. */
import { get, post } from '@shop/shared/api';
import type {
  ApiAnswer,
  CartForm,
  CartItem,
  CheckoutSession,
  ProductDetails,
  Profile,
  WishItem,
} from '@shop/shared/contracts';

export const saveCartItem = (form: CartForm) => post<ApiAnswer<unknown>>('SaveCartList', form);
export const getCartList = () => get<ApiAnswer<CartItem[]>>('CartList');
export const removeCartItem = (_id: string) => post<ApiAnswer<unknown>>('RemoveCartList', { _id });
/** Sets one line's quantity (1 to 99); answers the line's id and its stored quantity. */
export const updateCartItem = (_id: string, qty: number) =>
  post<ApiAnswer<Pick<CartItem, '_id' | 'qty'>>>('UpdateCartList', { _id, qty });
export const saveWishItem = (productID: string) => post<ApiAnswer<unknown>>('SaveWishList', { productID });
export const getWishList = () => get<ApiAnswer<WishItem[]>>('WishList');
export const removeWishItem = (productID: string) =>
  post<ApiAnswer<unknown>>('RemoveWishList', { productID });
/** The profile as the account's page reads and saves it: a one-item list, or none before the first save. */
export const readProfile = () => get<ApiAnswer<Profile[]>>('ReadProfile');
/** Replaces the whole profile: fields not sent are saved empty. */
export const updateProfile = (profile: Profile) => post<ApiAnswer<unknown>>('UpdateProfile', profile);
/** Opens a payment session for the cart. */
export const createInvoice = () => get<ApiAnswer<CheckoutSession>>('CreateInvoice');
/** A product's details: the cart names the lines another site hands over (features/hand-off). */
export const getProductDetails = (productId: string) =>
  get<ApiAnswer<ProductDetails[]>>(`ProductDetails/${encodeURIComponent(productId)}`);
