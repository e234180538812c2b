import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import { answer } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { BackOffice } from './back-office';

function open(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('the sections are links in a navigation of their own, the open one marked', () => {
  // The products screen loads its first page and its choices as it opens; this test looks at the frame only.
  const nothing = { data: [], page: 1, limit: 20, hasMore: false };
  for (const list of ['products', 'brands', 'categories']) answer(`GET admin/${list}`, nothing);
  open('/admin/products');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
});

test('an address the back office does not have says so', () => {
  open('/admin/nothing-here');
  expect(screen.getByRole('heading', { name: 'Not in the back office' })).toBeInTheDocument();
});
