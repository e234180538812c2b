import type { FilterState, ListingFacets } from '@shop/shared/contracts';
import { FoldToggle, useFold } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import { checkAmount, isOpenEnd, type PriceBounds, type PriceEnd, priceText } from './price';
import './filter-sidebar.css';

interface FilterSidebarProps {
  filter: FilterState;
  /** The listing's own brand or category (a brand's or category's page): its dropdown always shows it. */
  own?: 'brandID' | 'categoryID';
  /** What the price sliders run between; null while unknown (the price fields wait, disabled). */
  bounds: PriceBounds | null;
  /** How many products each brand and category has under the rest of the filter; null while unknown (all shown). */
  facets: ListingFacets | null;
  /** How many filters are in force: the phone's Filters toggle says so. */
  active: number;
  /** The rest of the listing's address (`?sort=`), which applying the filter without scripts keeps. */
  carried?: Record<string, string>;
  onChange: (change: Partial<FilterState>) => void;
}

interface Choice {
  id: string;
  name: string;
}

/**
 * The choices that lead somewhere: once the counts are known, only those with products, each with its count
 * ("Audio (7)"); the one chosen stays whatever its count.
 */
function withCounts(
  choices: Choice[] | undefined,
  counts: ListingFacets['brands'] | undefined,
  chosen: string,
) {
  if (!choices || !counts) return choices;
  const countOf = new Map(counts.map(({ _id, count }) => [_id, count]));
  return choices.flatMap(({ id, name }) => {
    const count = countOf.get(id);
    if (count === undefined) return id === chosen ? [{ id, name }] : [];
    return [{ id, name: `${name} (${count})` }];
  });
}

/** Where a field's slider stands: the set amount, or its open end. */
const positionOf = (end: PriceEnd, value: string, bounds: PriceBounds) =>
  value !== '' ? Number(value) : end === 'max' ? bounds.max : bounds.min;

/**
 * One end of the price filter: a slider and, under it, the amount typed in dollars, kept in step. The slider
 * changes the filter when let go, the field on Enter or when left; either one emptied or at its open end clears it.
 */
function PriceField({
  label,
  name,
  end,
  value,
  other,
  bounds,
  onCommit,
}: {
  label: string;
  /** The field's name in the form without scripts: the address's. */
  name: keyof FilterState;
  end: PriceEnd;
  value: string;
  /** The other end's amount ('' when unset): the minimum never goes above the maximum. */
  other: string;
  bounds: PriceBounds | null;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const range = bounds ?? { min: 0, max: 0, step: 1 };
  const [position, setPosition] = useState(() => positionOf(end, value, range));
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (bounds) setPosition(positionOf(end, value, bounds));
  }, [end, value, bounds]);
  const otherPosition = other === '' ? null : Number(other);
  // The slider stops at the other end's amount rather than passing it.
  const clamp = (next: number) =>
    otherPosition === null
      ? next
      : end === 'max'
        ? Math.max(next, otherPosition)
        : Math.min(next, otherPosition);
  const commit = (next: string) => {
    setProblem(undefined);
    if (next !== value) onCommit(next);
  };
  const commitSlider = () => commit(isOpenEnd(end, position, range) ? '' : String(position));
  const commitTyped = () => {
    if (draft === null || !bounds) return;
    const checked = checkAmount(draft, end, bounds, other);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setDraft(null);
    commit(checked.amount);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitTyped();
    if (event.key === 'Escape') {
      setDraft(null);
      setProblem(undefined);
      if (bounds) setPosition(positionOf(end, value, bounds));
    }
  };
  const shownAmount = isOpenEnd(end, position, range) ? '' : String(position);
  return (
    <div className="filter-price">
      <label htmlFor={`${id}-slider`}>{label}</label>
      <input
        id={`${id}-slider`}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={position}
        disabled={!bounds}
        onChange={(event) => {
          setDraft(null);
          setProblem(undefined);
          setPosition(clamp(Number(event.target.value)));
        }}
        onPointerUp={commitSlider}
        onKeyUp={commitSlider}
        aria-valuetext={bounds ? priceText(end, position, bounds) : undefined}
      />
      <div className="filter-price-amount">
        <span aria-hidden="true">$</span>
        <label className="shop-visually-hidden" htmlFor={`${id}-amount`}>
          {label} in dollars
        </label>
        <input
          id={`${id}-amount`}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={end === 'max' ? 'No limit' : 'No minimum'}
          value={draft ?? shownAmount}
          disabled={!bounds}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            setProblem(undefined);
            // The slider follows a typed amount it can take.
            const checked = bounds && checkAmount(text, end, bounds, other);
            if (checked && 'amount' in checked && checked.amount !== '') setPosition(Number(checked.amount));
          }}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="filter-price-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * A dropdown of brands or categories: `choose` (any) first when given, then each choice; `none` alone when there is
 * no choice (none yet, or none at all).
 */
function ChoiceSelect({
  id,
  name,
  value,
  onSelect,
  choices,
  choose,
  none,
}: {
  id: string;
  /** Its name in the form without scripts; none for the listing's own brand or category, which its path names. */
  name: string | undefined;
  value: string;
  onSelect: (id: string) => void;
  choices: Choice[] | undefined;
  choose: string | undefined;
  none: string;
}) {
  return (
    <select id={id} name={name} value={value} onChange={(event) => onSelect(event.target.value)}>
      {choices && choices.length > 0 ? (
        <>
          {choose !== undefined && <option value="">{choose}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </>
      ) : (
        <option value="">{none}</option>
      )}
    </select>
  );
}

/**
 * Brand, category and price: each change is one filter field; empty means "any". The scripts apply each change as
 * it is made. Before they run, or without them, the fields are a GET form of the listing's own address, with the
 * names the address keeps (docs/behaviour.md#filter), sent by an Apply filters button that the scripts hide.
 */
export function FilterSidebar({
  filter,
  own,
  bounds,
  facets,
  active,
  carried = {},
  onChange,
}: FilterSidebarProps) {
  const [brands, categories] = useUnit([$brands, $categories]);
  const brandId = useId();
  const categoryId = useId();
  const fieldsId = useId();
  // Only phones see the toggle (the fields would push the products off the first screen); wider screens ignore it.
  const fold = useFold();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <aside className="filter" aria-label="Filter products">
      <h2 className="filter-title">Filter</h2>
      <FoldToggle fold={fold} className="filter-toggle" controls={fieldsId}>
        {active > 0 ? `Filters (${active} active)` : 'Filters'}
      </FoldToggle>
      <form id={fieldsId} className="filter-fields" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={brandId}>Brand</label>
        <ChoiceSelect
          id={brandId}
          name={own === 'brandID' ? undefined : 'brandID'}
          value={filter.brandID}
          onSelect={(brandID) => onChange({ brandID })}
          choices={withCounts(
            brands?.map((brand) => ({ id: brand._id, name: brand.brandName })),
            facets?.brands,
            filter.brandID,
          )}
          choose={own === 'brandID' ? undefined : 'Choose Brand'}
          none="No Brands Available"
        />
        <label htmlFor={categoryId}>Category</label>
        <ChoiceSelect
          id={categoryId}
          name={own === 'categoryID' ? undefined : 'categoryID'}
          value={filter.categoryID}
          onSelect={(categoryID) => onChange({ categoryID })}
          choices={withCounts(
            categories?.map((category) => ({ id: category._id, name: category.categoryName })),
            facets?.categories,
            filter.categoryID,
          )}
          choose={own === 'categoryID' ? undefined : 'Choose Category'}
          none="No Categories Available"
        />
        <PriceField
          label="Maximum price"
          name="priceMax"
          end="max"
          value={filter.priceMax}
          other={filter.priceMin}
          bounds={bounds}
          onCommit={(priceMax) => onChange({ priceMax })}
        />
        <PriceField
          label="Minimum price"
          name="priceMin"
          end="min"
          value={filter.priceMin}
          other={filter.priceMax}
          bounds={bounds}
          onCommit={(priceMin) => onChange({ priceMin })}
        />
        {Object.entries(carried).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button className="shop-button-secondary filter-apply" type="submit" hidden={scripted}>
          Apply filters
        </button>
      </form>
    </aside>
  );
}
