import { MemoryRouter } from '@shop/shared/router';
import { render, screen, within } from '@testing-library/react';
import { Footer } from './footer';

afterEach(() => jest.useRealTimers());

test('the footer links every legal page and shows the about text, payment methods and copyright', () => {
  // The copyright follows the year it is shown in.
  jest.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Information' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['About', '/about'],
    ['Refund Policy', '/refund'],
    ['Privacy Policy', '/privacy'],
    ['Terms', '/terms'],
    ['How to buy', '/how-to-buy'],
    ['Contact', '/contact'],
    ['Complain', '/complain'],
  ]);
  expect(screen.getByRole('heading', { name: 'About the shop' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Visa, Mastercard/ })).toBeInTheDocument();
  expect(screen.getByText('© 2031 Shop. All rights reserved.')).toBeInTheDocument();
});
