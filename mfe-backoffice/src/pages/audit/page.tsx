import { Button, Form, Input, Space, Table, type TableColumnsType } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { AuditEntry, AuditFilters } from '../../api/orders';
import { ListPager } from '../../lib/list-pager';
import { ScreenTitle } from '../../lib/screen-title';
import { when } from '../orders/words';
import { auditList, cleanAuditFilters, pretty } from './model';
import './audit.css';

const EMPTY: AuditFilters = { actor: '', action: '', entity: '', entityId: '', from: '', to: '' };

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
  const [filters, rows, loading, filtersChanged, reload] = useUnit([
    auditList.$filters,
    auditList.$rows,
    auditList.$loading,
    auditList.filtersChanged,
    auditList.reload,
  ]);
  const [form] = Form.useForm<AuditFilters>();
  useEffect(() => {
    reload();
  }, [reload]);

  const apply = (values: AuditFilters) => filtersChanged(cleanAuditFilters(values));
  const clear = () => {
    form.setFieldsValue(EMPTY);
    filtersChanged({});
  };

  return (
    <section>
      <ScreenTitle>Audit log</ScreenTitle>
      <Form<AuditFilters>
        form={form}
        name="audit-filters"
        layout="vertical"
        className="audit-filters"
        initialValues={{ ...EMPTY, ...filters }}
        onFinish={apply}
        onValuesChange={(changed) => {
          if ('from' in changed || 'to' in changed) apply(form.getFieldsValue());
        }}
        aria-label="Filter the audit log"
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
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Apply
            </Button>
            <Button onClick={clear}>Clear filters</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AuditEntry>
        aria-label="Changes"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: 'No change matches' }}
        expandable={{ expandedRowRender: (entry) => <Change entry={entry} /> }}
      />
      <ListPager list={auditList} label="Audit log pages" />
    </section>
  );
}
