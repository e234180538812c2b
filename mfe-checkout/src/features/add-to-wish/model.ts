import { wishChanged } from '@shop/shared/bus';
import { saveWishItem } from '../../api';
import { createAdding } from '../../entities/line/adding';

/** `addToWishClicked` takes the product's id. */
export const {
  clicked: addToWishClicked,
  saveFx: saveWishFx,
  $adding: $addingToWish,
} = createAdding<string>({
  save: saveWishItem,
  changed: wishChanged,
  addedMessage: 'Wish Item Added Successfully',
  about: 'add-to-wish',
});
