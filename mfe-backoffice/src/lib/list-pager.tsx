/**
 * Previous and Next for a paged list, with the page number: the server says whether there is a next page, not how
 * many there are. A failed load says why, with Retry.
 */
import { Button, Space } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { LoadFailedAlert } from './load-failed-alert';
import type { PagedList } from './paged-list';

// biome-ignore lint/suspicious/noExplicitAny: any list's rows and filters; only its paging is used.
export function ListPager({ list, label }: { list: PagedList<any, any>; label: string }) {
  const [page, hasMore, loading, failure, pageChanged, reload] = useUnit([
    list.$page,
    list.$hasMore,
    list.$loading,
    list.$failure,
    list.pageChanged,
    list.reload,
  ]);
  return (
    <>
      {failure && <LoadFailedAlert failure={failure} onRetry={reload} />}
      <nav aria-label={label} className="list-pager">
        <Space>
          <Button disabled={page <= 1 || loading} onClick={() => pageChanged(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">Page {page}</span>
          <Button disabled={!hasMore || loading} onClick={() => pageChanged(page + 1)}>
            Next
          </Button>
        </Space>
      </nav>
    </>
  );
}
