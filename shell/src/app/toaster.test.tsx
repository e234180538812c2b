import { Link, MemoryRouter, useNavigate } from '@shop/shared/router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'react-toastify';
import { showToastFx, Toaster } from './toaster';

jest.mock('react-toastify', () => {
  const real = jest.requireActual('react-toastify');
  return { ...real, toast: Object.assign(jest.fn(real.toast), real.toast, { loading: jest.fn() }) };
});
const shown = jest.mocked(toast);

/** The toaster where the shell has it, under the router; `scope` for tests that need no toast asked before. */
function renderInShop(children: ReactNode = null, scope?: Scope) {
  const page = (
    <MemoryRouter initialEntries={['/details/p1']}>
      <Toaster />
      {children}
    </MemoryRouter>
  );
  return render(scope ? <Provider value={scope}>{page}</Provider> : page);
}

test.each([
  ['success', 2000],
  ['error', 4000],
  ['info', 4000],
] as const)('a %s toast stays %i ms', async (kind, autoClose) => {
  await allSettled(showToastFx, { scope: fork(), params: { kind, message: 'Profile Updated' } });
  expect(shown).toHaveBeenLastCalledWith('Profile Updated', { type: kind, autoClose });
});

test('a loading toast has no end, but can be closed', async () => {
  await allSettled(showToastFx, { scope: fork(), params: { kind: 'loading', message: 'Paying...' } });
  expect(shown.loading).toHaveBeenCalledWith('Paying...', { closeButton: true });
});

test('toasts appear at bottom-center, at most 20 at once', async () => {
  // Toasts of other tests, queued while no container was on screen, would count toward the limit.
  toast.dismiss();
  const { container } = renderInShop();
  act(() => {
    for (let n = 1; n <= 21; n += 1) toast(`Message ${n}`);
  });
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(20));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
    Array.from({ length: 20 }, (_, index) => `Message ${index + 1}`),
  );
  expect(screen.queryByText('Message 21')).toBeNull();
  expect(container.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
});

test('help given with a message shows under it, in the same toast', async () => {
  renderInShop();
  const params = { kind: 'error', message: 'Something Went Wrong!', detail: 'Ask for a new code.' } as const;
  await act(() => showToastFx(params));
  const help = await screen.findByText('Ask for a new code.');
  expect(help.previousElementSibling).toHaveTextContent('Something Went Wrong!');
  // One block beside the icon, not two squeezed side by side.
  expect(help.parentElement).toHaveClass('toast-message');
  expect(help.parentElement?.parentElement).toHaveClass('Toastify__toast');
});

test('an action that worked closes its failures still shown; other toasts stay', async () => {
  const dismissed = jest.spyOn(toast, 'dismiss');
  try {
    const scope = fork();
    const show = (params: Parameters<typeof showToastFx>[0]) => allSettled(showToastFx, { scope, params });
    const failed = await show({ kind: 'error', message: 'Save failed', about: 'profile-save' });
    await show({ kind: 'error', message: 'Adding failed', about: 'add-to-cart' });
    await show({ kind: 'info', message: 'Just so you know', about: 'profile-save' });
    await show({ kind: 'error', message: 'Unrelated failure' });
    expect(dismissed).not.toHaveBeenCalled();
    await show({ kind: 'success', message: 'Profile Updated', about: 'profile-save' });
    expect(dismissed.mock.calls).toEqual([[(failed as { value: unknown }).value]]);
  } finally {
    dismissed.mockRestore();
  }
});

describe('while the page is still loading', () => {
  beforeEach(() => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading'));
  afterEach(() => jest.restoreAllMocks());

  /** A scope of its own: no toast asked for yet, whatever the tests before asked. */
  function renderToaster() {
    const scope = fork();
    return { scope, ...renderInShop(null, scope) };
  }

  test('toasts have no container until the page has loaded and the browser is idle', async () => {
    const { container } = renderToaster();
    await act(() => Promise.resolve());
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
  });

  test('a toast asked for before then still shows', async () => {
    const { scope } = renderToaster();
    await act(() =>
      allSettled(showToastFx, { scope, params: { kind: 'success', message: 'Product Added' } }),
    );
    expect(await screen.findByText('Product Added')).toBeVisible();
  });
});

test('on a phone toasts appear at the top, clear of the buttons at the bottom of the screen', async () => {
  const phoneQuery = jest.fn((query: string) => ({
    matches: query === '(max-width: 720px)',
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: phoneQuery, configurable: true });
  try {
    const { container } = renderInShop();
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
    act(() => {
      toast('Cart Item Added Successfully');
    });
    await screen.findByText('Cart Item Added Successfully');
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});

let goTo: (path: string) => void = () => {};
/** What a model does after a save: moves the page itself, with no press of the visitor's. */
function Redirector() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => navigate(path);
  }, [navigate]);
  return null;
}

describe('moving to another page', () => {
  async function shopWithToast(message: string) {
    const scope = fork();
    renderInShop(
      <>
        <Link to="/cart">Cart</Link>
        <Redirector />
      </>,
      scope,
    );
    const id = await act(() => allSettled(showToastFx, { scope, params: { kind: 'success', message } }));
    expect(id).toMatchObject({ status: 'done' });
    return { scope, id: (id as { value: string }).value };
  }

  let dismissed: jest.SpyInstance;
  beforeEach(() => {
    dismissed = jest.spyOn(toast, 'dismiss');
  });
  afterEach(() => dismissed.mockRestore());

  test('a toast the visitor has seen goes when they follow a link to another page', async () => {
    const { id } = await shopWithToast('Profile Updated');
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith(id));
  });

  test('a toast shown right before the page moves by itself stays, and goes with the page after', async () => {
    const { id } = await shopWithToast('Cart Item Added Successfully');
    await act(async () => goTo('/cart'));
    expect(dismissed).not.toHaveBeenCalled();

    await userEvent.keyboard('{Tab}');
    await act(async () => goTo('/wish'));
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith(id));
  });

  test('going back in the history counts as the visitor acting', async () => {
    const { id } = await shopWithToast('Profile Updated');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(async () => goTo('/cart'));
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith(id));
  });

  test('a new query on the same page keeps the toast', async () => {
    await shopWithToast('Profile Updated');
    await userEvent.keyboard('{Tab}');
    await act(async () => goTo('/details/p1?add=cart'));
    await act(() => Promise.resolve());
    expect(dismissed).not.toHaveBeenCalled();
  });
});
