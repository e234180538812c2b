/**
 * Brands or categories: every one in a table with its picture, a drawer to create or edit one (the API's refusal
 * shown on the field it names), and Delete after a confirmation (a brand that products still use stays, and the
 * toast says why).
 */
import { Alert, Button, Form, Input, Popconfirm, Space, Table } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { ContentRow } from '../../api/catalogue';
import { PictureField } from '../../lib/picture-field';
import { ScreenTitle } from '../../lib/screen-title';
import { ContentDrawer, type FieldValues } from './content-drawer';
import { type ContentModel, contentModels } from './model';
import './content.css';

type Kind = 'brands' | 'categories';

/** What differs between the kinds on screen: their words and their fields' names. */
const SCREENS = {
  brands: { title: 'Brands', noun: 'brand', name: 'brandName', picture: 'brandImg' },
  categories: { title: 'Categories', noun: 'category', name: 'categoryName', picture: 'categoryImg' },
} as const;

type Row = ContentRow<Kind>;
/** The drawer: closed, a new one, or the row being edited. */
type Editing = null | { row: Row | null };

const capital = (word: string) => word[0]?.toUpperCase() + word.slice(1);

export function ContentPage({ kind }: { kind: Kind }) {
  // Either kind's model, seen through what they have in common.
  const model = contentModels[kind] as unknown as ContentModel<Kind>;
  const screenWords = SCREENS[kind];
  const { title, noun } = screenWords;
  const [rows, loading, loadFailure, removing, opened, save, reread, remove] = useUnit([
    model.$rows,
    model.$loading,
    model.$loadFailure,
    model.$removing,
    model.opened,
    model.saveFx,
    model.readFx,
    model.removeFx,
  ]);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    opened();
  }, [opened]);

  const nameOf = (row: Row) => (row as unknown as Record<string, string>)[screenWords.name] ?? '';
  const pictureOf = (row: Row) => (row as unknown as Record<string, string>)[screenWords.picture] ?? '';
  const open = (row: Row | null) => setEditing({ row });

  const drawerTitle = editing?.row ? `Edit ${noun} ${nameOf(editing.row)}` : `New ${noun}`;

  return (
    <section className="content-page">
      <ScreenTitle>{title}</ScreenTitle>
      <Space className="content-page-actions" wrap>
        <Button type="primary" onClick={() => open(null)}>
          New {noun}
        </Button>
      </Space>
      {loadFailure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`The ${title.toLowerCase()} could not be loaded: ${loadFailure}`}
          action={<Button onClick={opened}>Retry</Button>}
        />
      )}
      <Table<Row>
        className="content-page-table"
        caption={`Every ${noun}, by name`}
        rowKey="_id"
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        columns={[
          {
            title: 'Picture',
            key: 'picture',
            width: 96,
            render: (_, row) =>
              pictureOf(row) ? (
                <img className="content-page-thumbnail" src={pictureOf(row)} alt={nameOf(row)} />
              ) : (
                'None'
              ),
          },
          { title: 'Name', key: 'name', render: (_, row) => nameOf(row) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space wrap>
                <Button onClick={() => open(row)} aria-label={`Edit ${nameOf(row)}`}>
                  Edit
                </Button>
                <Popconfirm
                  title={`Delete ${noun} ${nameOf(row)}?`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep"
                  onConfirm={() => remove(row).catch(() => {})}
                >
                  <Button danger loading={removing.includes(row._id)} aria-label={`Delete ${nameOf(row)}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ContentDrawer
        editing={editing as { row: (FieldValues & { _id: string; version: string }) | null } | null}
        title={drawerTitle}
        saveLabel={`Save ${noun}`}
        initialValues={{
          [screenWords.name]: editing?.row ? nameOf(editing.row) : '',
          [screenWords.picture]: editing?.row ? pictureOf(editing.row) : '',
        }}
        prepare={(values) => ({
          [screenWords.name]: values[screenWords.name]?.trim() ?? '',
          [screenWords.picture]: values[screenWords.picture] ?? '',
        })}
        onSave={(changes, row) =>
          // The fields are the kind's own (checked by the API); the model's types cannot follow the kind chosen here.
          save(
            row
              ? { id: row._id, fields: changes, basedOn: row.version }
              : { fields: changes as unknown as ContentRow<Kind> },
          )
        }
        onReread={async (id) =>
          (await reread(id)) as unknown as FieldValues & { _id: string; version: string }
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name={screenWords.name}
          label="Name"
          rules={[{ required: true, whitespace: true, message: `Give the ${noun} a name.` }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={screenWords.picture}
          label="Picture"
          rules={[{ required: true, message: `Give the ${noun} a picture.` }]}
        >
          <PictureField label={`${capital(noun)} picture`} />
        </Form.Item>
      </ContentDrawer>
    </section>
  );
}
