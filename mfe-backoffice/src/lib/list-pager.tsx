import { Alert, Button, Space } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import type { PagedList } from './paged-list';

/**
 * Previous and Next for a paged list, with the page shown: the server says whether there is a next page, not how many
 * there are (counting a large table on every page would cost more than the page). A failed load says why, with Retry.
 */
// biome-ignore lint/suspicious/noExplicitAny: any list's rows and filters; only its paging is used.
export function ListPager({ list, label }: { list: PagedList<any, any>; label: string }) {
  const [page, hasMore, loading, failure] = useUnit([
    list.$page,
    list.$hasMore,
    list.$loading,
    list.$failure,
  ]);
  return (
    <>
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure}
          action={
            <Button size="small" onClick={() => list.reload()}>
              Retry
            </Button>
          }
        />
      )}
      <nav aria-label={label} className="list-pager">
        <Space>
          <Button disabled={page <= 1 || loading} onClick={() => list.pageChanged(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">Page {page}</span>
          <Button disabled={!hasMore || loading} onClick={() => list.pageChanged(page + 1)}>
            Next
          </Button>
        </Space>
      </nav>
    </>
  );
}
