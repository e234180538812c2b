import { cartChanged } from '@shop/shared/bus';
import type { CartForm } from '@shop/shared/contracts';
import { saveCartItem } from '../../api';
import { createAdding } from '../../entities/line/adding';

export const {
  clicked: addToCartClicked,
  saveFx: saveCartFx,
  $adding: $addingToCart,
} = createAdding<CartForm>({
  save: saveCartItem,
  changed: cartChanged,
  addedMessage: 'Cart Item Added Successfully',
  about: 'add-to-cart',
});
