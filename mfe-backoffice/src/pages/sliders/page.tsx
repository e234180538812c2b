/**
 * The home page's sliders in the order they show. Each can be edited in a drawer or deleted, and moved: dragged by
 * its handle (with a pointer, or from the keyboard: Space, the arrow keys, Space; dnd-kit announces each step), or
 * with its Move up and Move down buttons. A move shows at once and is saved as the whole order.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Form, Input, Popconfirm, Space, Spin } from '@shop/shared/antd';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import { PictureField } from '../../lib/picture-field';
import { ProductPicker } from '../../lib/product-picker';
import { ScreenTitle } from '../../lib/screen-title';
import { ContentDrawer, type FieldValues } from '../content/content-drawer';
import { nextPosition, type Slider, slidersModel } from './model';
import './sliders.css';

const FIELDS = ['title', 'des', 'image', 'productID'] as const;

type Which = 'up' | 'down';

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this slider, press Space or Enter, then the up and down arrow keys; press Space or Enter again to ' +
    'drop it there, or Escape to leave it where it was. The Move up and Move down buttons move it one place.',
};

function announcementsFor(rows: Slider[]): Announcements {
  const titleOf = (id: string | number) => rows.find((row) => row._id === id)?.title ?? 'the slider';
  const placeOf = (id: string | number) =>
    `position ${rows.findIndex((row) => row._id === id) + 1} of ${rows.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${placeOf(over.id)}.`
        : `${titleOf(active.id)} is over no position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at ${placeOf(over.id)}.`
        : `${titleOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${titleOf(active.id)} cancelled: it stays at ${placeOf(active.id)}.`,
  };
}

interface SliderItemProps {
  slider: Slider;
  index: number;
  count: number;
  removing: boolean;
  onMove: (slider: Slider, which: Which) => void;
  onEdit: (slider: Slider) => void;
  onRemove: (slider: Slider) => void;
}

function SliderItem({ slider, index, count, removing, onMove, onEdit, onRemove }: SliderItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: slider._id });
  const titleId = useId();
  return (
    <li
      ref={setNodeRef}
      className={`slider-item${isDragging ? ' slider-item-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <article className="slider-item-body" aria-labelledby={titleId}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="slider-item-handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${slider.title} to another position`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {slider.image ? (
          <img className="slider-item-picture" src={slider.image} alt={slider.title} />
        ) : (
          <span className="slider-item-picture slider-item-no-picture">No picture</span>
        )}
        <div className="slider-item-text">
          <h2 id={titleId} className="slider-item-title">
            {slider.title}
          </h2>
          <p className="slider-item-des">{slider.des}</p>
          <p className="slider-item-product">
            Product: <code>{slider.productID}</code>
          </p>
          <p className="slider-item-position">
            Position {index + 1} of {count}
          </p>
        </div>
        <Space className="slider-item-actions" wrap>
          {/* Each named with its slide, after the visible words a voice-control user says. */}
          <Button
            id={`move-up-${slider._id}`}
            disabled={index === 0}
            onClick={() => onMove(slider, 'up')}
            aria-label={`Move up ${slider.title}`}
          >
            Move up
          </Button>
          <Button
            id={`move-down-${slider._id}`}
            disabled={index === count - 1}
            onClick={() => onMove(slider, 'down')}
            aria-label={`Move down ${slider.title}`}
          >
            Move down
          </Button>
          <Button onClick={() => onEdit(slider)} aria-label={`Edit ${slider.title}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete slider ${slider.title}?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep"
            onConfirm={() => onRemove(slider)}
          >
            <Button danger loading={removing} aria-label={`Delete ${slider.title}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      </article>
    </li>
  );
}

export function SlidersPage() {
  const model = slidersModel;
  const [rows, loading, loadFailure, removing, opened, save, reread, remove, moved] = useUnit([
    model.$rows,
    model.$loading,
    model.$loadFailure,
    model.$removing,
    model.opened,
    model.saveFx,
    model.readFx,
    model.removeFx,
    model.moved,
  ]);
  const [editing, setEditing] = useState<{ row: Slider | null } | null>(null);
  /** What a Move button did, read out by the status region; and which button keeps the focus. */
  const [lastMove, setLastMove] = useState<{ id: string; which: Which; said: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    opened();
  }, [opened]);

  // The moved row's button keeps the focus; at the top or bottom (disabled there) its other Move button takes it.
  useEffect(() => {
    if (!lastMove) return;
    const own = document.getElementById(`move-${lastMove.which}-${lastMove.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `move-${lastMove.which === 'up' ? 'down' : 'up'}-${lastMove.id}`,
    ) as HTMLButtonElement | null;
    (own && !own.disabled ? own : other)?.focus();
  }, [lastMove]);

  const list = rows ?? [];
  const move = (slider: Slider, which: Which) => {
    const to = list.findIndex((row) => row._id === slider._id) + (which === 'up' ? -1 : 1);
    moved({ id: slider._id, to });
    setLastMove({
      id: slider._id,
      which,
      said: `${slider.title} moved ${which} to position ${to + 1} of ${list.length}.`,
    });
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moved({ id: String(active.id), to: list.findIndex((row) => row._id === over.id) });
  };

  const row = editing?.row ?? null;
  return (
    <section className="sliders-page">
      <ScreenTitle>Home sliders</ScreenTitle>
      <p className="sliders-page-intro">
        The slides of the shop's home page, first shown first. Drag one by its handle, or use Move up and Move
        down; the new order is saved at once.
      </p>
      <Space className="sliders-page-actions" wrap>
        <Button type="primary" onClick={() => setEditing({ row: null })}>
          New slider
        </Button>
      </Space>
      <div role="status" className="sliders-visually-hidden">
        {lastMove?.said}
      </div>
      {loadFailure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`The sliders could not be loaded: ${loadFailure}`}
          action={<Button onClick={opened}>Retry</Button>}
        />
      )}
      {loading && rows === null && <Spin aria-label="Loading the sliders" />}
      {rows !== null && rows.length === 0 && <p>There are no sliders yet.</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: announcementsFor(list),
          screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
        }}
      >
        <SortableContext items={list.map(({ _id }) => _id)} strategy={verticalListSortingStrategy}>
          <ol className="sliders-page-list" aria-label="Sliders, first shown first">
            {list.map((slider, index) => (
              <SliderItem
                key={slider._id}
                slider={slider}
                index={index}
                count={list.length}
                removing={removing.includes(slider._id)}
                onMove={move}
                onEdit={(chosen) => setEditing({ row: chosen })}
                onRemove={(chosen) => void remove(chosen).catch(() => {})}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <ContentDrawer
        editing={editing as { row: (FieldValues & { _id: string; version: string }) | null } | null}
        title={row ? `Edit slider ${row.title}` : 'New slider'}
        saveLabel="Save slider"
        initialValues={Object.fromEntries(FIELDS.map((field) => [field, row?.[field] ?? '']))}
        prepare={(values) => Object.fromEntries(FIELDS.map((field) => [field, values[field]?.trim() ?? '']))}
        onSave={(changes, edited) =>
          edited
            ? save({ id: edited._id, fields: changes, basedOn: edited.version })
            : save({
                fields: {
                  title: changes.title ?? '',
                  des: changes.des ?? '',
                  image: changes.image ?? '',
                  productID: changes.productID ?? '',
                  position: nextPosition(rows),
                },
              })
        }
        onReread={async (id) =>
          (await reread(id)) as unknown as FieldValues & { _id: string; version: string }
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Give the slider a title.' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="des"
          label="Description"
          rules={[{ required: true, whitespace: true, message: 'Give the slider a description.' }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="image"
          label="Picture"
          rules={[{ required: true, message: 'Give the slider a picture.' }]}
        >
          <PictureField label="Slider picture" />
        </Form.Item>
        <Form.Item
          name="productID"
          label="Product"
          extra="The product on sale the slide links to: type part of its title or SKU."
          rules={[{ required: true, whitespace: true, message: 'Choose the product the slide links to.' }]}
        >
          <ProductPicker />
        </Form.Item>
      </ContentDrawer>
    </section>
  );
}
