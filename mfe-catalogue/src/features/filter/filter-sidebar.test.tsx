import type { Brand, Category } from '@shop/shared/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';
import { FilterSidebar, priceText } from './filter-sidebar';

const noFilter = { brandID: '', categoryID: '', priceMax: '', priceMin: '' };

function renderSidebar(brands: Brand[] | null, categories: Category[] | null) {
  const scope = fork({
    values: [
      [$brands, brands],
      [$categories, categories],
    ],
  });
  render(
    <Provider value={scope}>
      <FilterSidebar filter={noFilter} onChange={() => {}} />
    </Provider>,
  );
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
  expect(screen.getByLabelText('Maximum price')).toHaveValue('1000000');
  expect(screen.getByLabelText('Minimum price')).toHaveValue('0');
});

test('an unset maximum reads "No limit" rather than the slider’s top price; a set one reads as a price', () => {
  renderSidebar([], []);
  expect(screen.getByLabelText('Maximum price')).toHaveAttribute('aria-valuetext', 'No limit');
  expect(screen.getByLabelText('Minimum price')).toHaveAttribute('aria-valuetext', '$0');
  expect(priceText(50_000)).toBe('$50,000');
});

test('the Filters button opens and closes the fields it controls (phones show only the button at first)', () => {
  renderSidebar([], []);
  const toggle = screen.getByRole('button', { name: 'Filters' });
  const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(fields).toContainElement(screen.getByLabelText('Brand'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(fields).toHaveAttribute('data-open', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(fields).toHaveAttribute('data-open', 'true');
});
