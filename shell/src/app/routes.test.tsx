import { MemoryRouter } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { loadRemoteModule } from '../remotes/registry';
import { ScreenOnServer } from '../remotes/screen-on-server';
import { unavailableElement } from './routes';

jest.mock('../remotes/registry', () => ({
  ...jest.requireActual('../remotes/registry'),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
}));

const CART = { path: '/cart', remote: 'checkout' } as const;

test('an address of a slice whose routes could not be read says the slice is unavailable, loading none of it', () => {
  render(<MemoryRouter initialEntries={['/cart']}>{unavailableElement(CART)}</MemoryRouter>);
  expect(screen.getByRole('heading', { name: 'Checkout is temporarily unavailable' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(loadRemoteModule).not.toHaveBeenCalled();
});

test('the server leaves it to the browser: the skeleton in its place', () => {
  const html = renderToString(
    <ScreenOnServer.Provider value={null}>
      <MemoryRouter initialEntries={['/cart']}>{unavailableElement(CART)}</MemoryRouter>
    </ScreenOnServer.Provider>,
  );
  expect(html).toContain('remote-screen-loading');
  expect(html).not.toContain('temporarily unavailable');
});
