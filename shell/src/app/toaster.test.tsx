import { act, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { toast } from 'react-toastify';
import { showToastFx, Toaster } from './toaster';

jest.mock('react-toastify', () => {
  const real = jest.requireActual('react-toastify');
  return { ...real, toast: Object.assign(jest.fn(real.toast), real.toast, { loading: jest.fn() }) };
});
const shown = jest.mocked(toast);

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
  const { container } = render(<Toaster />);
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
  render(<Toaster />);
  const params = { kind: 'error', message: 'Something Went Wrong!', detail: 'Ask for a new code.' } as const;
  await act(() => showToastFx(params));
  const help = await screen.findByText('Ask for a new code.');
  expect(help.previousElementSibling).toHaveTextContent('Something Went Wrong!');
});

describe('while the page is still loading', () => {
  beforeEach(() => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading'));
  afterEach(() => jest.restoreAllMocks());

  /** A scope of its own: no toast asked for yet, whatever the tests before asked. */
  function renderToaster() {
    const scope = fork();
    const view = render(
      <Provider value={scope}>
        <Toaster />
      </Provider>,
    );
    return { scope, ...view };
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
