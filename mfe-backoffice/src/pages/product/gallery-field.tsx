/**
 * The product page's gallery: eight places, in the order shoppers see them. Pictures are dropped (several at once
 * fill the empty places in turn) or chosen, moved by dragging, with the keyboard (Space to lift, arrows, Space to
 * drop) or with the Move buttons, and removed. An antd Form control over eight URLs ('' for an empty place).
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Upload } from '@shop/shared/antd';
import { notify as notifyOnBus } from '@shop/shared/bus';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { GALLERY_SLOTS, uploadPicture } from '../../api/catalogue';
import { PICTURE_TYPES } from '../../lib/picture-field';
import './gallery-field.css';

export const GALLERY_SIZE = GALLERY_SLOTS.length;

interface GalleryFieldProps {
  value?: string[];
  onChange?: (pictures: string[]) => void;
}

/** Each place's drag id: its position would change as it moves, so the place is named by its first position. */
type Place = { id: string; url: string };

const placesOf = (pictures: string[]): Place[] =>
  Array.from({ length: GALLERY_SIZE }, (_, index) => ({ id: `place-${index}`, url: pictures[index] ?? '' }));

function GalleryPlace({
  place,
  position,
  onMove,
  onRemove,
}: {
  place: Place;
  position: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: place.id,
  });
  const name = `Picture ${position + 1}`;
  return (
    <li
      ref={setNodeRef}
      className={`gallery-place${isDragging ? ' gallery-place-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="gallery-handle"
        aria-label={`Move ${name.toLowerCase()}${place.url ? '' : ', empty'}`}
        {...attributes}
        {...listeners}
      >
        {place.url ? <img src={place.url} alt={name} /> : <span className="gallery-empty">Empty</span>}
      </button>
      <span className="gallery-position">{position + 1}</span>
      <span className="gallery-actions">
        <Button
          size="small"
          disabled={position === 0}
          onClick={() => onMove(position - 1)}
          aria-label={`${name}: move earlier`}
        >
          ←
        </Button>
        <Button
          size="small"
          disabled={position === GALLERY_SIZE - 1}
          onClick={() => onMove(position + 1)}
          aria-label={`${name}: move later`}
        >
          →
        </Button>
        <Button size="small" danger disabled={!place.url} onClick={onRemove} aria-label={`${name}: remove`}>
          ✕
        </Button>
      </span>
    </li>
  );
}

export function GalleryField({ value = [], onChange }: GalleryFieldProps) {
  const [places, setPlaces] = useState(() => placesOf(value));
  const notify = useUnit(notifyOnBus);
  // The form may set the value (a product loaded); the places follow unless it is what they already hold.
  const shown = places.map(({ url }) => url);
  if (placesOf(value).some(({ url }, index) => url !== shown[index])) setPlaces(placesOf(value));
  const uploading = useRef(0);
  const [busy, setBusy] = useState(false);

  const publish = (next: Place[]) => {
    setPlaces(next);
    onChange?.(next.map(({ url }) => url));
  };
  const move = (from: number, to: number) => publish(arrayMove(places, from, to));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = (id: unknown) => places.findIndex((place) => place.id === id);
    move(index(active.id), index(over.id));
  };

  // Pictures arrive one upload at a time; each takes the first place still empty when it is done.
  const latest = useRef(places);
  latest.current = places;
  const add = async (file: File) => {
    uploading.current += 1;
    setBusy(true);
    try {
      const url = await uploadPicture(file);
      const current = latest.current;
      const empty = current.findIndex((place) => !place.url);
      if (empty === -1) {
        notify({ kind: 'error', message: `The gallery is full: ${file.name} was not added` });
        return;
      }
      const next = current.map((place, index) => (index === empty ? { ...place, url } : place));
      latest.current = next;
      publish(next);
    } catch (error) {
      notify({ kind: 'error', message: `${file.name}: ${(error as Error).message}` });
    } finally {
      uploading.current -= 1;
      setBusy(uploading.current > 0);
    }
  };

  return (
    <div className="gallery-field">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up picture ${places.findIndex((p) => p.id === active.id) + 1}.`,
            onDragOver: ({ over }) =>
              over ? `Over place ${places.findIndex((p) => p.id === over.id) + 1}.` : '',
            onDragEnd: ({ over }) =>
              over ? `Dropped at place ${places.findIndex((p) => p.id === over.id) + 1}.` : 'Dropped.',
            onDragCancel: () => 'Moving cancelled.',
          },
        }}
      >
        <SortableContext items={places.map(({ id }) => id)} strategy={rectSortingStrategy}>
          <ol className="gallery-places" aria-label="Gallery, in the order shoppers see it">
            {places.map((place, position) => (
              <GalleryPlace
                key={place.id}
                place={place}
                position={position}
                onMove={(to) => move(position, to)}
                onRemove={() => publish(places.map((each) => (each === place ? { ...each, url: '' } : each)))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Upload.Dragger
        accept={PICTURE_TYPES}
        multiple
        showUploadList={false}
        customRequest={({ file }) => void add(file as File)}
        aria-label="Gallery: drop pictures or press Enter to choose them"
      >
        {busy ? 'Uploading…' : 'Drop pictures here, or click to choose: they fill the empty places in turn'}
      </Upload.Dragger>
    </div>
  );
}
