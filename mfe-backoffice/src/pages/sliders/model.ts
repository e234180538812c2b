/**
 * The home sliders: the content model every kind has (load, save, remove), in the order they show, and their
 * reordering. A move shows at once and is saved with `PUT sliders/order`; a refused one puts the last saved order
 * back and toasts why. Only the answer to the latest move counts: an earlier one settling late changes nothing.
 */
import { notify } from '@shop/shared/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ContentRow, orderSliders } from '../../api/catalogue';
import { createContentModel } from '../content/model';

export type Slider = ContentRow<'sliders'>;

/** Each at its index: the order shown is the order saved. */
const numbered = (rows: Slider[]) => rows.map((row, position) => ({ ...row, position }));

const byPosition = (rows: Slider[]) => rows.toSorted((a, b) => a.position - b.position);

const base = createContentModel('sliders', {
  noun: 'Slider',
  nameOf: (row) => row.title,
  arrange: byPosition,
});

/** Move a slider to an index of the list (drag and drop, Move up, Move down). */
const moved = createEvent<{ id: string; to: number }>();
const orderFx = createEffect(orderSliders);

/** The order the shop last confirmed: what a refused move goes back to. */
const $savedOrder = createStore<string[]>([])
  .on(base.loadFx.doneData, (_, rows) => byPosition(rows).map(({ _id }) => _id))
  .on(orderFx.doneData, (_, rows) => rows.map(({ _id }) => _id))
  .on(base.saveFx.doneData, (ids, row) => (ids.includes(row._id) ? ids : [...ids, row._id]))
  .on(base.removeFx.doneData, (ids, row) => ids.filter((id) => id !== row._id));

/** The ids of the last order sent: only its answer is taken in. */
const $asked = createStore<string[] | null>(null).on(orderFx, (_, ids) => ids);

const rearranged = sample({
  clock: moved,
  source: base.$rows,
  filter: (rows, { id, to }) =>
    rows !== null &&
    to >= 0 &&
    to < rows.length &&
    rows.some((row) => row._id === id) &&
    rows.findIndex((row) => row._id === id) !== to,
  fn: (rows, { id, to }) => {
    const list = rows ?? [];
    const from = list.findIndex((row) => row._id === id);
    const without = list.toSpliced(from, 1);
    return numbered(without.toSpliced(to, 0, list[from] as Slider));
  },
});

const answered = sample({
  clock: orderFx.done,
  source: $asked,
  filter: (asked, { params }) => asked === params,
  fn: (_, { result }) => result,
});
const refused = sample({
  clock: orderFx.fail,
  source: { asked: $asked, saved: $savedOrder, rows: base.$rows },
  filter: ({ asked }, { params }) => asked === params,
  fn: ({ saved, rows }, { error }) => ({
    rows: numbered(
      (rows ?? []).toSorted((a, b) => {
        // A slider the saved order does not know yet (just created) stays at the end.
        const at = (id: string) => (saved.includes(id) ? saved.indexOf(id) : saved.length);
        return at(a._id) - at(b._id);
      }),
    ),
    message: error instanceof Error ? error.message : String(error),
  }),
});

base.$rows
  .on(rearranged, (_, rows) => rows)
  .on(answered, (_, rows) => rows)
  .on(refused, (_, { rows }) => rows);

sample({ clock: rearranged, fn: (rows) => rows.map(({ _id }) => _id), target: orderFx });
sample({
  clock: refused,
  fn: ({ message }) => ({
    kind: 'error' as const,
    message: 'The new order of the sliders was not saved',
    detail: message,
  }),
  target: notify,
});

/** Where a new slider goes: after the last one. */
export const nextPosition = (rows: Slider[] | null) =>
  rows && rows.length > 0 ? Math.max(...rows.map(({ position }) => position)) + 1 : 0;

export const slidersModel = { ...base, moved, orderFx, $savedOrder, $reordering: orderFx.pending };
