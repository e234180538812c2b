import { createEffect, sample } from 'effector';
import { listProducts, type ProductFilters, updateProduct } from '../../api/catalogue';
import { createPagedList } from '../../lib/paged-list';

/** The products table: newest first until the operator sorts by a column. */
export const products = createPagedList({ load: listProducts, filters: {} as ProductFilters });

/** Retires a product (it leaves the catalogue) or puts a retired one back on sale. */
export const setRetiredFx = createEffect(({ id, retired }: { id: string; retired: boolean }) =>
  updateProduct(id, { retired }),
);

sample({ clock: setRetiredFx.done, target: products.reload });
