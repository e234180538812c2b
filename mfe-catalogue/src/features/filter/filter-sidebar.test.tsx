import type { Brand, Category, FilterState, ListingFacets } from '@shop/shared/contracts';
import { aBrand, aCategory } from '@shop/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import { FilterSidebar } from './filter-sidebar';
import type { PriceBounds } from './price';

const noFilter: FilterState = { brandID: '', categoryID: '', priceMax: '', priceMin: '' };
const BOUNDS: PriceBounds = { min: 20, max: 2000, step: 10 };

function renderSidebar(
  brands: Brand[] | null,
  categories: Category[] | null,
  {
    filter = noFilter,
    own,
    bounds = BOUNDS,
    facets = null,
    active = 0,
  }: {
    filter?: FilterState;
    own?: 'brandID' | 'categoryID';
    bounds?: PriceBounds | null;
    facets?: ListingFacets | null;
    active?: number;
  } = {},
) {
  const scope = fork({
    values: [
      [$brands, brands],
      [$categories, categories],
    ],
  });
  const onChange = jest.fn();
  const sidebar = (next: FilterState) => (
    <Provider value={scope}>
      <FilterSidebar
        filter={next}
        own={own}
        bounds={bounds}
        facets={facets}
        active={active}
        onChange={onChange}
      />
    </Provider>
  );
  const { rerender } = render(sidebar(filter));
  return { onChange, rerender: (next: FilterState) => rerender(sidebar(next)) };
}

test('without brand and category lists the dropdowns say so', () => {
  renderSidebar(null, []);
  expect(screen.getByRole('option', { name: 'No Brands Available' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'No Categories Available' })).toBeInTheDocument();
});

test('with lists the dropdowns offer Choose Brand and Choose Category first', () => {
  renderSidebar(
    [{ _id: 'b1', brandName: 'Hearth', brandImg: '' }],
    [{ _id: 'c1', categoryName: 'Kitchen', categoryImg: '' }],
  );
  expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Choose Brand');
  expect(screen.getByLabelText('Category')).toHaveDisplayValue('Choose Category');
  expect(screen.getByRole('option', { name: 'Hearth' })).toBeInTheDocument();
  expect(screen.getByLabelText('Maximum price')).toHaveValue('2000');
  expect(screen.getByLabelText('Minimum price')).toHaveValue('20');
});

test('on a brand’s or category’s page its dropdown shows that one, with no “any” to choose', () => {
  renderSidebar(
    [aBrand({ _id: 'b1', brandName: 'Hearth' }), aBrand({ _id: 'b2', brandName: 'Tide' })],
    [aCategory({ _id: 'c1', categoryName: 'Kitchen' })],
    { filter: { ...noFilter, categoryID: 'c1' }, own: 'categoryID' },
  );
  expect(screen.getByLabelText('Category')).toHaveDisplayValue('Kitchen');
  expect(screen.queryByRole('option', { name: 'Choose Category' })).toBeNull();
  expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Choose Brand');
});

test('once counted, only brands and categories with products are offered, each with its count', () => {
  renderSidebar(
    [aBrand({ _id: 'b1', brandName: 'Hearth' }), aBrand({ _id: 'b2', brandName: 'Tide' })],
    [aCategory({ _id: 'c1', categoryName: 'Audio' }), aCategory({ _id: 'c2', categoryName: 'Kitchen' })],
    {
      filter: { ...noFilter, brandID: 'b2' },
      facets: { total: 7, brands: [{ _id: 'b1', count: 3 }], categories: [{ _id: 'c1', count: 7 }] },
    },
  );
  expect(screen.getByRole('option', { name: 'Hearth (3)' })).toBeInTheDocument();
  // Chosen, it stays, though nothing is left of it under the rest of the filter.
  expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Tide');
  expect(screen.getByRole('option', { name: 'Audio (7)' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /Kitchen/ })).toBeNull();
});

test('the sliders run between the bounds in their step; unset ends read "No limit" and "No minimum"', () => {
  renderSidebar([], []);
  const maximum = screen.getByLabelText('Maximum price');
  expect(maximum).toHaveAttribute('min', '20');
  expect(maximum).toHaveAttribute('max', '2000');
  expect(maximum).toHaveAttribute('step', '10');
  expect(maximum).toHaveAttribute('aria-valuetext', 'No limit');
  expect(screen.getByLabelText('Minimum price')).toHaveAttribute('aria-valuetext', 'No minimum');
  expect(screen.getByLabelText('Maximum price in dollars')).toHaveValue('');
  expect(screen.getByLabelText('Maximum price in dollars')).toHaveAttribute('placeholder', 'No limit');
});

test('until the bounds are known the price fields wait, disabled', () => {
  renderSidebar([], [], { bounds: null });
  expect(screen.getByLabelText('Maximum price')).toBeDisabled();
  expect(screen.getByLabelText('Minimum price in dollars')).toBeDisabled();
});

test('moving a slider shows its amount in the field; letting go changes the filter, the open end clears it', () => {
  const { onChange, rerender } = renderSidebar([], []);
  const maximum = screen.getByLabelText('Maximum price');
  fireEvent.change(maximum, { target: { value: '150' } });
  expect(screen.getByLabelText('Maximum price in dollars')).toHaveValue('150');
  expect(maximum).toHaveAttribute('aria-valuetext', '$150');
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.pointerUp(maximum);
  expect(onChange).toHaveBeenLastCalledWith({ priceMax: '150' });
  rerender({ ...noFilter, priceMax: '150' });
  fireEvent.change(maximum, { target: { value: '2000' } });
  fireEvent.pointerUp(maximum);
  expect(onChange).toHaveBeenLastCalledWith({ priceMax: '' });
});

test('a key that moves nothing (Tab into the slider) asks nothing', () => {
  const { onChange } = renderSidebar([], []);
  fireEvent.keyUp(screen.getByLabelText('Minimum price'), { key: 'Tab' });
  expect(onChange).not.toHaveBeenCalled();
});

test('the minimum slider stops at the maximum set', () => {
  renderSidebar([], [], { filter: { ...noFilter, priceMax: '300' } });
  const minimum = screen.getByLabelText('Minimum price');
  fireEvent.change(minimum, { target: { value: '900' } });
  expect(minimum).toHaveValue('300');
  expect(screen.getByLabelText('Minimum price in dollars')).toHaveValue('300');
});

test('a typed amount moves the slider and changes the filter on Enter', async () => {
  const { onChange } = renderSidebar([], []);
  const typed = screen.getByLabelText('Maximum price in dollars');
  await userEvent.type(typed, '100');
  expect(screen.getByLabelText('Maximum price')).toHaveValue('100');
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenLastCalledWith({ priceMax: '100' });
});

test('a typed amount outside the bounds or past the other end is refused, saying why, until corrected', async () => {
  const { onChange } = renderSidebar([], [], { filter: { ...noFilter, priceMax: '500' } });
  const typed = screen.getByLabelText('Minimum price in dollars');
  await userEvent.type(typed, '5000');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount from $20 to $2,000.');
  expect(typed).toHaveAttribute('aria-invalid', 'true');
  expect(typed).toHaveAccessibleDescription('Enter an amount from $20 to $2,000.');
  await userEvent.clear(typed);
  await userEvent.type(typed, '600{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('The minimum cannot be above the maximum, $500.');
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.clear(typed);
  await userEvent.type(typed, '50{Enter}');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(onChange).toHaveBeenLastCalledWith({ priceMin: '50' });
});

test('the Filters toggle opens and closes the fields it controls (phones show only the toggle at first)', async () => {
  renderSidebar([], []);
  const toggle = screen.getByText('Filters', { selector: 'summary' });
  const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(fields).toContainElement(screen.getByLabelText('Brand'));
  const fold = toggle.parentElement as HTMLDetailsElement;
  expect(fold.open).toBe(false);
  await userEvent.click(toggle);
  expect(fold.open).toBe(true);
});

test('before the scripts the fields are a GET form of the address, with an Apply button the scripts hide', () => {
  const brand = aBrand({ _id: 'b1', brandName: 'Arcadeon' });
  const filter = { ...noFilter, brandID: 'b1', priceMax: '500' };
  const page = renderToString(
    <Provider
      value={fork({
        values: [
          [$brands, [brand]],
          [$categories, []],
        ],
      })}
    >
      <FilterSidebar
        filter={filter}
        bounds={BOUNDS}
        facets={null}
        active={2}
        carried={{ sort: 'price-asc' }}
        onChange={() => {}}
      />
    </Provider>,
  );
  document.body.innerHTML = page;
  const form = document.querySelector('form') as HTMLFormElement;
  expect(form).not.toHaveAttribute('method');
  expect(form).not.toHaveAttribute('action');
  expect([...new FormData(form)]).toEqual([
    ['brandID', 'b1'],
    ['categoryID', ''],
    ['priceMax', '500'],
    ['priceMin', ''],
    ['sort', 'price-asc'],
  ]);
  expect(screen.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  document.body.innerHTML = '';

  renderSidebar([brand], [], { filter });
  expect(screen.queryByRole('button', { name: 'Apply filters' })).toBeNull();
});

test("a brand's own listing leaves its brand out of the form: its address names it", () => {
  renderSidebar([aBrand({ _id: 'b1' })], [], { own: 'brandID', filter: { ...noFilter, brandID: 'b1' } });
  expect(screen.getByLabelText('Brand')).not.toHaveAttribute('name');
  expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'categoryID');
});

test('the Filters toggle says how many filters are in force', () => {
  renderSidebar([], [], { active: 2 });
  expect(screen.getByText('Filters (2 active)', { selector: 'summary' })).toBeInTheDocument();
});
