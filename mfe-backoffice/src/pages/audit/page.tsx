import { Form, Input, type TableColumnsType } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { AuditEntry, AuditFilters } from '../../api/orders';
import { FilterForm } from '../../lib/filter-form';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import { when } from '../orders/words';
import { auditList, pretty } from './model';
import './audit.css';

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', key: 'at', render: (_, entry) => when(entry.at) },
  { title: 'Who', dataIndex: 'actor', key: 'actor' },
  { title: 'Action', key: 'action', render: (_, entry) => <code>{entry.action}</code> },
  {
    title: 'Entity',
    key: 'entity',
    render: (_, entry) => (
      <>
        {entry.entity} <code>{entry.entityId}</code>
      </>
    ),
  },
];

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <div className="audit-change">
      <figure>
        <figcaption>Before</figcaption>
        <pre>{pretty(entry.before)}</pre>
      </figure>
      <figure>
        <figcaption>After</figcaption>
        <pre>{pretty(entry.after)}</pre>
      </figure>
    </div>
  );
}

export function AuditLog() {
  const reload = useUnit(auditList.reload);
  useEffect(() => {
    reload();
  }, [reload]);

  return (
    <section>
      <ScreenTitle>Audit log</ScreenTitle>
      <FilterForm<AuditFilters>
        list={auditList}
        name="audit-filters"
        label="Filter the audit log"
        appliedOnChange={['from', 'to']}
      >
        <Form.Item name="actor" label="Who (e-mail)">
          <Input type="search" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="action"
          label="What (action)"
          extra={
            <>
              Exact, like <code>product.update</code>, or a prefix ending in a dot: <code>product.</code>{' '}
              matches all product changes
            </>
          }
        >
          <Input type="search" autoComplete="off" />
        </Form.Item>
        <Form.Item name="entity" label="Entity">
          <Input type="search" autoComplete="off" />
        </Form.Item>
        <Form.Item name="entityId" label="Entity id">
          <Input type="search" autoComplete="off" />
        </Form.Item>
        <Form.Item name="from" label="From (day)">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="To (day)">
          <Input type="date" />
        </Form.Item>
      </FilterForm>
      <ListTable<AuditEntry>
        list={auditList}
        label="Changes"
        pagesLabel="Audit log pages"
        emptyText="No change matches"
        rowKey="id"
        columns={columns}
        expandable={{ expandedRowRender: (entry) => <Change entry={entry} /> }}
      />
    </section>
  );
}
