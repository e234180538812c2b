/**
 * A list's filters above it: typed text applies on Enter or Apply, a choice from a list or a calendar at once, and
 * Clear filters empties them all. The form starts from the list's filters, which outlive the screen (coming back
 * from an order to the orders finds them as they were).
 */
import { Button, Form, Space } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import type { PagedList } from './paged-list';
import './filter-form.css';

/** The filters as the list asks the server for them: text trimmed, empty ones left out. */
export function filtersOf<Filters extends object>(values: Filters): Filters {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Filters;
}

interface FilterFormProps<Filters extends object> {
  // biome-ignore lint/suspicious/noExplicitAny: any list's rows; only its filters are used.
  list: PagedList<any, Filters>;
  /** The form's name (its fields' ids start with it) and its accessible label. */
  name: string;
  label: string;
  /** The fields chosen from a list or a calendar: they apply as they change. */
  appliedOnChange?: (keyof Filters & string)[];
  /** The fields, as antd Form.Items named after the filters. */
  children: ReactNode;
}

export function FilterForm<Filters extends object>({
  list,
  name,
  label,
  appliedOnChange = [],
  children,
}: FilterFormProps<Filters>) {
  const [filters, filtersChanged] = useUnit([list.$filters, list.filtersChanged]);
  const [form] = Form.useForm<Filters>();
  const apply = (values: Filters) => filtersChanged(filtersOf(values));
  // Every field emptied, those the form started with from an earlier visit too, then the filters given.
  const show = (shown: Filters) =>
    form.setFieldsValue({
      ...Object.fromEntries(Object.keys(form.getFieldsValue()).map((field) => [field, undefined])),
      ...shown,
    } as never);
  // The filters also change from outside the form: an address naming some, opened from a link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` is new each render; the filters decide.
  useEffect(() => show(filters), [filters]);
  const clear = () => filtersChanged({} as Filters);
  return (
    <Form<Filters>
      form={form}
      name={name}
      layout="vertical"
      className="filter-form"
      initialValues={filters}
      onFinish={apply}
      onValuesChange={(changed) => {
        if (appliedOnChange.some((field) => field in changed)) apply(form.getFieldsValue());
      }}
      aria-label={label}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Apply
          </Button>
          <Button onClick={clear}>Clear filters</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
