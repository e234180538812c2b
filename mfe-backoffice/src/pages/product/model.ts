/** The product form: the product being edited (none for a new one), and its save. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type AdminProduct,
  createProduct,
  type ProductFields,
  readProduct,
  updateProduct,
} from '../../api/catalogue';
import { products } from '../products/model';

/** The form opened for a product (its id) or for a new one (null). */
export const productOpened = createEvent<string | null>();

export const readProductFx = createEffect(readProduct);
export const saveProductFx = createEffect(({ id, fields }: { id: string | null; fields: ProductFields }) =>
  id === null ? createProduct(fields) : updateProduct(id, fields),
);
export const setRetiredFx = createEffect(({ id, retired }: { id: string; retired: boolean }) =>
  updateProduct(id, { retired }),
);

export const $product = createStore<AdminProduct | null>(null)
  .on(readProductFx.doneData, (_, product) => product)
  .on([saveProductFx.doneData, setRetiredFx.doneData], (_, product) => product)
  .reset(productOpened);
/** Why the product could not be read, if it could not. */
export const $readFailure = createStore<string | null>(null)
  .on(readProductFx.failData, (_, error) => error.message)
  .reset(productOpened, readProductFx);

sample({
  clock: productOpened,
  filter: (id): id is string => id !== null,
  target: readProductFx,
});

// The table shows what was saved when the operator goes back to it.
sample({ clock: [saveProductFx.done, setRetiredFx.done], target: products.reload });
