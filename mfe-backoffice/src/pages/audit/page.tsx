import { Button, Form, Input, type TableColumnsType } from '@shop/shared/antd';
import type { AuditEntry, AuditFilters } from '../../api/orders';
import { useFiltersInAddress } from '../../lib/address-filters';
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

const FILTER_NAMES = ['actor', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/** Opens a row's before and after; named with the row, where antd's own says only "Expand row". */
function ChangeToggle({
  entry,
  expanded,
  onExpand,
}: {
  entry: AuditEntry;
  expanded: boolean;
  onExpand: (entry: AuditEntry, event: React.MouseEvent<HTMLElement>) => void;
}) {
  const verb = expanded ? 'Hide' : 'Show';
  return (
    <Button
      size="small"
      aria-expanded={expanded}
      aria-label={`${verb} the change ${entry.action} of ${when(entry.at)}`}
      onClick={(event) => onExpand(entry, event)}
    >
      {verb}
    </Button>
  );
}

export function AuditLog() {
  useFiltersInAddress(auditList, FILTER_NAMES);

  return (
    <section>
      <ScreenTitle>Audit log</ScreenTitle>
      <FilterForm<AuditFilters>
        list={auditList}
        name="audit-filters"
        label="Filter the audit log"
        appliedOnChange={['from', 'to']}
      >
        <Form.Item name="actor" label="Who (part of the e-mail)">
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
        expandable={{
          expandedRowRender: (entry) => <Change entry={entry} />,
          expandIcon: ({ record, expanded, onExpand }) => (
            <ChangeToggle entry={record} expanded={expanded} onExpand={onExpand} />
          ),
        }}
      />
    </section>
  );
}
