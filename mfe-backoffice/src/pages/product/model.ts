/**
 * The product form: the product being edited (none for a new one), and its save. An edit sends only the fields
 * changed, based on the version the form was filled from; refused because the product changed since, it is read
 * again and the operator's changes are kept to lay over it.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type AdminProduct,
  createProduct,
  type ProductChanges,
  type ProductFields,
  readProduct,
  updateProduct,
} from '../../api/catalogue';
import { isStale } from '../../api/transport';
import { products } from '../products/model';

/** An edit: the fields changed, based on the version the form was filled from. */
export interface ProductEdit {
  id: string;
  changes: ProductChanges;
  basedOn: string;
}
/** A new product (every field), or an edit. */
export type ProductSave = { id: null; fields: ProductFields } | ProductEdit;

/** The form opened for a product (its id) or for a new one (null). */
export const productOpened = createEvent<string | null>();

export const readProductFx = createEffect(readProduct);
export const saveProductFx = createEffect((save: ProductSave) =>
  save.id === null ? createProduct(save.fields) : updateProduct(save.id, save.changes, save.basedOn),
);
export const setRetiredFx = createEffect(
  ({ product, retired }: { product: AdminProduct; retired: boolean }) =>
    updateProduct(product._id, { retired }, product.version),
);

export const $product = createStore<AdminProduct | null>(null)
  .on(readProductFx.doneData, (_, product) => product)
  .on([saveProductFx.doneData, setRetiredFx.doneData], (_, product) => product)
  .reset(productOpened);
/** Why the product could not be read, if it could not. */
export const $readFailure = createStore<string | null>(null)
  .on(readProductFx.failData, (_, error) => error.message)
  .reset(productOpened, readProductFx);

/** An edit refused because the product changed since: the fields changed, and the operator's changes, kept. */
export interface Conflict {
  changed: string[];
  kept: ProductChanges;
}
const staleEdit = saveProductFx.fail.filterMap(({ params, error }) =>
  params.id !== null && isStale(error)
    ? { id: params.id, conflict: { changed: error.changed, kept: params.changes } }
    : undefined,
);
export const $conflict = createStore<Conflict | null>(null)
  .on(staleEdit, (_, { conflict }) => conflict)
  .reset(productOpened, saveProductFx.done);

sample({
  clock: productOpened,
  filter: (id): id is string => id !== null,
  target: readProductFx,
});
// The product as it is now: the form lays the operator's changes over it, and its version is the next save's.
sample({ clock: staleEdit, fn: ({ id }) => id, target: readProductFx });

// The table shows what was saved when the operator goes back to it.
sample({ clock: [saveProductFx.done, setRetiredFx.done], target: products.reload });
