import type { FilterState } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import './filter-sidebar.css';

/** Price sliders from 0 to 1,000,000 in steps of 1000 (docs/behaviour.md#filter). */
export const PRICE_RANGE = { min: 0, max: 1_000_000, step: 1000 } as const;

interface FilterSidebarProps {
  filter: FilterState;
  onChange: (change: Partial<FilterState>) => void;
}

/** The slider's top reads as what it means, no limit, rather than a price beyond any product's. */
export function priceText(position: number): string {
  // Whole dollars: the slider moves in steps of a thousand.
  return position >= PRICE_RANGE.max ? 'No limit' : formatMoney(position).replace(/\.00$/, '');
}

function PriceSlider({
  label,
  value,
  fallback,
  onCommit,
}: {
  label: string;
  value: string;
  fallback: number;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [position, setPosition] = useState(value === '' ? fallback : Number(value));
  useEffect(() => setPosition(value === '' ? fallback : Number(value)), [value, fallback]);
  // Dragging moves the thumb; the filter changes when the customer lets go, not at every step.
  const commit = () => onCommit(String(position));
  return (
    <div className="filter-price">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        aria-valuetext={priceText(position)}
      />
      <output htmlFor={id}>{priceText(position)}</output>
    </div>
  );
}

/** Brand, category and price: each change is one filter field; empty means "any". */
export function FilterSidebar({ filter, onChange }: FilterSidebarProps) {
  const [brands, categories] = useUnit([$brands, $categories]);
  const brandId = useId();
  const categoryId = useId();
  const fieldsId = useId();
  // Only phones see the toggle (the fields would push the products off the first screen); wider screens ignore it.
  const [open, setOpen] = useState(false);
  return (
    <aside className="filter" aria-label="Filter products">
      <h2 className="filter-title">Filter</h2>
      <button
        className="filter-toggle"
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        Filters
      </button>
      <div id={fieldsId} className="filter-fields" data-open={open}>
        <label htmlFor={brandId}>Brand</label>
        <select
          id={brandId}
          value={filter.brandID}
          onChange={(event) => onChange({ brandID: event.target.value })}
        >
          {brands && brands.length > 0 ? (
            <>
              <option value="">Choose Brand</option>
              {brands.map((brand) => (
                <option key={brand._id} value={brand._id}>
                  {brand.brandName}
                </option>
              ))}
            </>
          ) : (
            <option value="">No Brands Available</option>
          )}
        </select>
        <label htmlFor={categoryId}>Category</label>
        <select
          id={categoryId}
          value={filter.categoryID}
          onChange={(event) => onChange({ categoryID: event.target.value })}
        >
          {categories && categories.length > 0 ? (
            <>
              <option value="">Choose Category</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.categoryName}
                </option>
              ))}
            </>
          ) : (
            <option value="">No Categories Available</option>
          )}
        </select>
        <PriceSlider
          label="Maximum price"
          value={filter.priceMax}
          fallback={PRICE_RANGE.max}
          onCommit={(priceMax) => onChange({ priceMax })}
        />
        <PriceSlider
          label="Minimum price"
          value={filter.priceMin}
          fallback={PRICE_RANGE.min}
          onCommit={(priceMin) => onChange({ priceMin })}
        />
      </div>
    </aside>
  );
}
