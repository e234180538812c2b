import { MemoryRouter, Route, Routes } from '@shop/shared/router';
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
