import { createEffect, sample } from 'effector';
import { type AdminProduct, listProducts, type ProductFilters, updateProduct } from '../../api/catalogue';
import { isStale } from '../../api/transport';
import { createPagedList } from '../../lib/paged-list';

/** The products table: newest first until the operator sorts by a column. */
export const products = createPagedList({ load: listProducts, filters: {} as ProductFilters });

/**
 * Retires a product (it leaves the catalogue) or puts a retired one back on sale, as the row shown was: refused
 * when the product changed since the table was loaded.
 */
export const setRetiredFx = createEffect(
  ({ product, retired }: { product: AdminProduct; retired: boolean }) =>
    updateProduct(product._id, { retired }, product.version),
);

// Refused as stale, the table shows the product as it is now, to decide again on.
sample({ clock: setRetiredFx.done, target: products.reload });
sample({ clock: setRetiredFx.failData, filter: isStale, target: products.reload });
