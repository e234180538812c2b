import { Table, type TableProps } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { ListPager } from './list-pager';
import type { PagedList } from './paged-list';

type ListTableProps<Row extends object> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any list's filters; only its rows and paging are used.
  list: PagedList<Row, any>;
  /** The table's accessible name ("Orders"), and its pager's ("Order pages"). */
  label: string;
  pagesLabel: string;
  /** What an empty page says when nothing failed. */
  emptyText: string;
};

/** A paged list as a table with its pager below: the rows the list's model holds, a page at a time. */
export function ListTable<Row extends object>({
  list,
  label,
  pagesLabel,
  emptyText,
  ...table
}: ListTableProps<Row>) {
  const [rows, loading, failure] = useUnit([list.$rows, list.$loading, list.$failure]);
  return (
    <>
      <Table<Row>
        aria-label={label}
        size="middle"
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: failure ? `${label} could not be loaded` : emptyText }}
        {...table}
      />
      <ListPager list={list} label={pagesLabel} />
    </>
  );
}
