import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { answer, requestsTo } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderSearchBox() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

const location = () => screen.getByRole('status', { name: 'location' });

beforeEach(() => {
  answer('GET ProductSuggestions/:keyword', {
    data: {
      products: [{ _id: 'p1', title: 'Studio Headphones', image: '/p1.svg' }],
      brands: [{ _id: 'b1', brandName: 'Headway' }],
      categories: [{ _id: 'c1', categoryName: 'Headwear' }],
    },
  });
});

test('suggests products, brands and categories for what is typed, once typing pauses', async () => {
  const field = renderSearchBox();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(field, 'hea');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Studio HeadphonesProduct', 'HeadwayBrand', 'HeadwearCategory']);
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(field).toHaveAttribute('aria-controls', list.id);
  // One request for the pause, not one per letter.
  expect(requestsTo('GET ProductSuggestions/:keyword').map(({ path }) => path)).toEqual([
    '/api/v1/ProductSuggestions/hea',
  ]);
});

test('arrows choose a suggestion, Enter opens it', async () => {
  const field = renderSearchBox();
  await userEvent.type(field, 'hea');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const brand = screen.getByRole('option', { name: /Headway/ });
  expect(brand).toHaveAttribute('aria-selected', 'true');
  expect(field).toHaveAttribute('aria-activedescendant', brand.id);
  expect(field).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(location()).toHaveTextContent('/by-brand/b1');
  expect(field).toHaveValue('');
});

test('Enter with no suggestion chosen searches for what was typed', async () => {
  const field = renderSearchBox();
  await userEvent.type(field, 'hea');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
  expect(location()).toHaveTextContent('/by-keyword/hea');
});

test('a click opens a suggestion; Escape closes the list and keeps the text', async () => {
  const field = renderSearchBox();
  await userEvent.type(field, 'hea');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field).toHaveValue('hea');
  await userEvent.type(field, 'd');
  await userEvent.click(await screen.findByRole('option', { name: /Studio Headphones/ }));
  expect(location()).toHaveTextContent('/details/p1');
});

test('a single letter asks for nothing', async () => {
  const field = renderSearchBox();
  await userEvent.type(field, 'h');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(requestsTo('GET ProductSuggestions/:keyword')).toEqual([]);
  expect(field).toHaveAttribute('aria-expanded', 'false');
});
