/**
 * A list's filters in its screen's address (`/admin/orders?paymentStatus=success&from=2030-03-06`), so a filtered
 * list can be bookmarked, shared and linked to (the dashboard's figures do). Opened with filters in its address,
 * the screen shows those; opened without, it shows the filters the list had (they outlive the screen) and puts
 * them in the address. Each change of the filters is written there too.
 */
import { useSearchParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import type { PagedList } from './paged-list';

export function useFiltersInAddress<Filters extends object>(
  // biome-ignore lint/suspicious/noExplicitAny: any list's rows; only its filters are used.
  list: PagedList<any, Filters>,
  names: readonly (keyof Filters & string)[],
) {
  const [address, setAddress] = useSearchParams();
  const [filters, filtersChanged, reload] = useUnit([list.$filters, list.filtersChanged, list.reload]);
  // Until the address's own filters are in the list, the list's earlier ones must not be written over them.
  const keepAddress = useRef(names.some((name) => address.has(name)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, as the screen opens.
  useEffect(() => {
    const given = Object.fromEntries(
      names.flatMap((name) => {
        const value = address.get(name)?.trim();
        return value ? [[name, value]] : [];
      }),
    ) as Filters;
    if (Object.keys(given).length > 0) filtersChanged(given);
    else reload();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: setAddress changes with each address it writes; only the filters decide.
  useEffect(() => {
    if (keepAddress.current) {
      keepAddress.current = false;
      return;
    }
    setAddress(filters as Record<string, string>, { replace: true });
  }, [filters]);
}
