import { MemoryRouter } from '@shop/shared/router';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

test("a page rendered in the server's year is taken over in the browser's next one without a mismatch", () => {
  jest.useFakeTimers({ now: new Date('2031-12-31T23:30:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
  const footer = (
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(footer);
  jest.setSystemTime(new Date('2032-01-01T00:30:00Z'));
  const onRecoverableError = jest.fn();
  render(footer, { container, hydrate: true, onRecoverableError });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByText('© 2031 Shop. All rights reserved.')).toBeInTheDocument();
});
