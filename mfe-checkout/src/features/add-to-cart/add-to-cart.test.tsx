import { $loggedIn, cartChanged, notify, signedIn, wishChanged } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@shop/shared/router';
import { answer, apiSettled, held, requestsTo } from '@shop/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useState } from 'react';
import { rememberPendingAdd } from '../../entities/session/pending-add';
import type { AddToCartProps } from '../../exposes/contract';
import { AddToWish } from '../add-to-wish/add-to-wish';
import { AddToCart } from './add-to-cart';

const cartSaves = () => requestsTo('POST SaveCartList').map(({ body }) => body);
const wishSaves = () => requestsTo('POST SaveWishList').map(({ body }) => body);
const toasts = jest.fn();
const cartChanges = jest.fn();
const wishChanges = jest.fn();
notify.watch(toasts);
cartChanged.watch(cartChanges);
wishChanged.watch(wishChanges);

/** The sign-in screen as far as these fragments care: where it was sent from, and signing in goes back there. */
function LoginProbe() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signIn = useUnit(signedIn);
  return (
    <>
      <p>login {search}</p>
      <button
        type="button"
        onClick={() => {
          signIn();
          navigate(new URLSearchParams(search).get('from') ?? '/');
        }}
      >
        Sign in
      </button>
    </>
  );
}

function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

/** The fragments as the catalogue's product page shows them, told what is left by `stock` and its note. */
function openProductPage(
  loggedIn = true,
  address = '/details/p1',
  stock: Pick<AddToCartProps, 'stockLeft' | 'onChoiceChange'> = {},
) {
  const scope = fork({ values: [[$loggedIn, loggedIn]] });
  const page = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route
            path="/details/:id"
            element={
              <>
                <p id="host-stock-note">the host's stock note</p>
                <AddToCart
                  productId="p1"
                  sizes={['1 l', '1.7 l']}
                  colors={['Copper', 'Black']}
                  stockNoteId="host-stock-note"
                  {...stock}
                />
                <AddToWish productId="p1" />
                <AddressProbe />
              </>
            }
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...page, scope };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

async function chooseBoth() {
  await userEvent.selectOptions(screen.getByLabelText('Size'), '1 l');
  await userEvent.selectOptions(screen.getByLabelText('Color'), 'Copper');
}

test('the sizes and colours offered are the choices; without any, no choice is shown', () => {
  openProductPage();
  expect(
    within(screen.getByLabelText('Size'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose Size', '1 l', '1.7 l']);
  expect(within(screen.getByLabelText('Color')).getAllByRole('option')).toHaveLength(3);
});

test('a product offered in no sizes or colours has no choices, and is added with none', async () => {
  answer('POST SaveCartList', { data: null });
  render(
    <Provider value={fork({ values: [[$loggedIn, true]] })}>
      <MemoryRouter>
        <AddToCart productId="p2" sizes={[]} colors={[]} />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.queryByRole('combobox')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await apiSettled();
  expect(cartSaves()).toEqual([{ productID: 'p2', color: '', size: '', qty: 1 }]);
});

describe('a size and colour on offer must be chosen before Add to Cart', () => {
  test('each one left unchosen is marked and described in words, focus goes to the first, and nothing is sent', async () => {
    openProductPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const size = screen.getByLabelText('Size');
    const color = screen.getByLabelText('Color');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription('Choose a size.');
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(color).toHaveAccessibleDescription('Choose a color.');
    expect(size).toHaveFocus();
    await apiSettled();
    expect(cartSaves()).toEqual([]);
    expect(toasts).not.toHaveBeenCalled();
  });

  test('a choice clears its mark; the next press goes to the one still unchosen, then adds once both are chosen', async () => {
    answer('POST SaveCartList', { data: null });
    openProductPage();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    await userEvent.selectOptions(screen.getByLabelText('Size'), '1 l');
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Choose a size.')).toBeNull();
    expect(screen.getByLabelText('Color')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(button);
    expect(screen.getByLabelText('Color')).toHaveFocus();
    await apiSettled();
    expect(cartSaves()).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Black');
    await userEvent.click(button);
    await apiSettled();
    expect(cartSaves()).toEqual([{ productID: 'p1', color: 'Black', size: '1 l', qty: 1 }]);
    expect(screen.queryByRole('combobox', { description: /^Choose/ })).toBeNull();
  });

  test('a product offered in colours only asks for a colour alone', async () => {
    render(
      <Provider value={fork({ values: [[$loggedIn, true]] })}>
        <MemoryRouter>
          <AddToCart productId="p3" sizes={[]} colors={['Red']} />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByLabelText('Color')).toHaveFocus();
    expect(screen.getAllByText(/^Choose a/)).toHaveLength(1);
    await apiSettled();
    expect(cartSaves()).toEqual([]);
  });

  test('a visitor who is not signed in is asked for them before being sent to sign in', async () => {
    openProductPage(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByLabelText('Size')).toHaveFocus();
    expect(screen.getByText('at /details/p1')).toBeInTheDocument();
  });

  test('Add to Wish needs no choice', async () => {
    answer('POST SaveWishList', { data: null });
    openProductPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish' }));
    await apiSettled();
    expect(wishSaves()).toEqual([{ productID: 'p1' }]);
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
  });
});

test('the quantity starts at 1 and never goes below it', async () => {
  openProductPage();
  const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  expect(decrease).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(decrease);
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
});

test('the quantity stops at 99, the most a cart line holds', () => {
  openProductPage();
  const increase = screen.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 99; i++) fireEvent.click(increase);
  expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('99');
  expect(increase).toBeDisabled();
});

test('Add to Cart sends the chosen options, reads Processing... meanwhile, then toasts and tells the shop', async () => {
  const saved = held();
  answer('POST SaveCartList', saved.answer);
  openProductPage();
  await userEvent.selectOptions(screen.getByLabelText('Size'), '1.7 l');
  await userEvent.selectOptions(screen.getByLabelText('Color'), 'Black');
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  saved.release({ data: null });
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(cartSaves()).toEqual([{ productID: 'p1', color: 'Black', size: '1.7 l', qty: 2 }]);
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Cart Item Added Successfully',
      about: 'add-to-cart',
    }),
  );
  expect(cartChanges).toHaveBeenCalledTimes(1);
});

test("a refused add toasts the API's reason and tells the shop nothing", async () => {
  answer('POST SaveCartList', { fail: 'Product not found', status: 404 });
  openProductPage();
  await chooseBoth();
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await apiSettled();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Product not found', about: 'add-to-cart' });
  expect(cartChanges).not.toHaveBeenCalled();
});

test('Add to Wish toasts and tells the shop', async () => {
  answer('POST SaveWishList', { data: null });
  openProductPage();
  await userEvent.click(screen.getByRole('button', { name: 'Add to Wish' }));
  await apiSettled();
  expect(screen.getByRole('button', { name: 'Add to Wish' })).toBeEnabled();
  expect(wishSaves()).toEqual([{ productID: 'p1' }]);
  expect(toasts).toHaveBeenCalledWith({
    kind: 'success',
    message: 'Wish Item Added Successfully',
    about: 'add-to-wish',
  });
  expect(wishChanges).toHaveBeenCalledTimes(1);
});

test.each(['Add to Cart', 'Add to Wish'])(
  'a visitor who is not signed in is sent to sign in by %s, and brought back',
  async (button) => {
    openProductPage(false);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText('login ?from=%2Fdetails%2Fp1')).toBeInTheDocument();
    expect(cartSaves()).toEqual([]);
    expect(wishSaves()).toEqual([]);
  },
);

/** As the catalogue's page does: what is left follows the choice it hears of (2 of the 1.7 l, plenty of the rest). */
function StockHost({ onChoiceHeard }: { onChoiceHeard: (choice: object) => void }) {
  const [stockLeft, setStockLeft] = useState<number | null>(null);
  return (
    <AddToCart
      productId="p1"
      sizes={['1 l', '1.7 l']}
      colors={['Copper', 'Black']}
      stockLeft={stockLeft}
      onChoiceChange={(choice) => {
        onChoiceHeard(choice);
        setStockLeft(choice.size === '1.7 l' ? 2 : null);
      }}
    />
  );
}

describe('what is left of the choice, as the host tells it', () => {
  test("none left: Add to Cart stays focusable, is described by the host's note, and adds nothing", async () => {
    openProductPage(true, '/details/p1', { stockLeft: 0 });
    await chooseBoth();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription("the host's stock note");
    await userEvent.click(add);
    await apiSettled();
    expect(cartSaves()).toEqual([]);
  });

  test('plenty left: Add to Cart is not marked and has no stock description', () => {
    openProductPage(true, '/details/p1', { stockLeft: null });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(add).not.toHaveAttribute('aria-describedby');
  });

  test('few left: the quantity stops at that many, and that many is added', async () => {
    answer('POST SaveCartList', { data: null });
    openProductPage(true, '/details/p1', { stockLeft: 3 });
    await chooseBoth();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i++) fireEvent.click(increase);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await apiSettled();
    expect(cartSaves()).toEqual([{ productID: 'p1', size: '1 l', color: 'Copper', qty: 3 }]);
  });

  test('the host hears the choice at first and on each change; a choice with fewer left lowers the quantity', async () => {
    const heard: object[] = [];
    render(
      <Provider value={fork({ values: [[$loggedIn, true]] })}>
        <MemoryRouter>
          <StockHost onChoiceHeard={(choice) => heard.push(choice)} />
        </MemoryRouter>
      </Provider>,
    );
    for (let i = 0; i < 3; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('4');
    await userEvent.selectOptions(screen.getByLabelText('Size'), '1.7 l');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(heard).toContainEqual({ size: '', color: '' });
    expect(heard.at(-1)).toEqual({ size: '1.7 l', color: '' });
  });

  test("a refusal for want of stock toasts the API's words, naming the line", async () => {
    answer('POST SaveCartList', {
      fail: 'Only 2 of Copper kettle (1 l, Copper) left',
      code: 'OUT_OF_STOCK',
      status: 409,
    });
    openProductPage();
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await apiSettled();
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Only 2 of Copper kettle (1 l, Copper) left',
      about: 'add-to-cart',
    });
    expect(cartChanges).not.toHaveBeenCalled();
  });
});

describe('a purchase asked for by the address (a site embedding the catalogue sent the visitor)', () => {
  const askedToBuy = '/details/p1?add=cart&qty=3&size=1.7+l&color=Copper';
  const notice = (text: RegExp) => screen.getByText(text, { selector: '.asked-purchase' });

  test('starts with its choices made and asks; nothing is added until Add to Cart is pressed', async () => {
    answer('POST SaveCartList', { data: null });
    openProductPage(true, askedToBuy);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAccessibleDescription(
      'Add 3 to your cart? Nothing is added until you press Add to Cart.',
    );
    expect(screen.getByLabelText('Size')).toHaveValue('1.7 l');
    expect(screen.getByLabelText('Color')).toHaveValue('Copper');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await apiSettled();
    expect(cartSaves()).toEqual([]);
    expect(screen.getByText(`at ${askedToBuy}`)).toBeInTheDocument();

    await userEvent.click(button);
    await apiSettled();
    expect(cartSaves()).toEqual([{ productID: 'p1', color: 'Copper', size: '1.7 l', qty: 3 }]);
    expect(cartChanges).toHaveBeenCalledTimes(1);
    expect(wishSaves()).toEqual([]);
    // Answered: the prompt goes, and a reload would not ask again.
    expect(screen.getByText('at /details/p1')).toBeInTheDocument();
    expect(screen.queryByText(/to your cart\?/)).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  test('the prompt follows a quantity the shopper changes', async () => {
    openProductPage(true, askedToBuy);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(notice(/^Add 2 to your cart\?/)).toBeInTheDocument();
  });

  test('a quantity over what a line holds starts at 99', async () => {
    openProductPage(true, '/details/p1?add=cart&qty=1000');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('99');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(notice(/^Add 99 to your cart\?/)).toBeInTheDocument();
    await apiSettled();
    expect(cartSaves()).toEqual([]);
  });

  test('a size or colour the product does not offer is left unchosen', () => {
    openProductPage(true, '/details/p1?add=cart&qty=2&size=XXL&color=Copper');
    expect(screen.getByLabelText('Size')).toHaveValue('');
    expect(screen.getByLabelText('Color')).toHaveValue('Copper');
  });

  test('a visitor who is not signed in sees it too, and signs in by pressing Add to Cart, keeping the choices in the way back', async () => {
    openProductPage(false, askedToBuy);
    expect(notice(/^Add 3 to your cart\?/)).toBeInTheDocument();
    expect(screen.getByText(`at ${askedToBuy}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText(`login ?from=${encodeURIComponent(askedToBuy)}`)).toBeInTheDocument();
    expect(cartSaves()).toEqual([]);
  });

  test('a wish is asked about too, and saved to the wish list only when Add to Wish is pressed', async () => {
    answer('POST SaveWishList', { data: null });
    openProductPage(true, '/details/p1?add=wish');
    const button = screen.getByRole('button', { name: 'Add to Wish' });
    expect(button).toHaveAccessibleDescription(
      'Add this to your wish list? Nothing is saved until you press Add to Wish.',
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-describedby');
    await apiSettled();
    expect(wishSaves()).toEqual([]);

    await userEvent.click(button);
    await apiSettled();
    expect(wishSaves()).toEqual([{ productID: 'p1' }]);
    expect(cartSaves()).toEqual([]);
    expect(screen.getByText('at /details/p1')).toBeInTheDocument();
    expect(screen.queryByText(/wish list\?/)).toBeNull();
  });
});

describe("a visitor's Add to Cart or Add to Wish is done once they have signed in", () => {
  test('the line chosen is added once, with the toast, on coming back signed in; a reload adds nothing more', async () => {
    answer('POST SaveCartList', { data: null });
    const { unmount } = openProductPage(false);
    await userEvent.selectOptions(screen.getByLabelText('Size'), '1.7 l');
    await userEvent.selectOptions(screen.getByLabelText('Color'), 'Black');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('login ?from=%2Fdetails%2Fp1')).toBeInTheDocument();
    await apiSettled();
    expect(cartSaves()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await apiSettled();
    expect(cartSaves()).toEqual([{ productID: 'p1', color: 'Black', size: '1.7 l', qty: 2 }]);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Cart Item Added Successfully',
        about: 'add-to-cart',
      }),
    );
    expect(cartChanges).toHaveBeenCalledTimes(1);
    // The page shows the line that was added.
    expect(screen.getByLabelText('Size')).toHaveValue('1.7 l');
    expect(screen.getByLabelText('Color')).toHaveValue('Black');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(wishSaves()).toEqual([]);

    unmount();
    openProductPage(true);
    await apiSettled();
    expect(cartSaves()).toHaveLength(1);
  });

  test('Add to Wish saves the product once on coming back signed in', async () => {
    answer('POST SaveWishList', { data: null });
    openProductPage(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await apiSettled();
    expect(wishSaves()).toEqual([{ productID: 'p1' }]);
    expect(toasts).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Wish Item Added Successfully',
      about: 'add-to-wish',
    });
    expect(cartSaves()).toEqual([]);
  });

  test('a press answers the question of an asked purchase too: added once, and the ask leaves the address', async () => {
    answer('POST SaveCartList', { data: null });
    openProductPage(false, '/details/p1?add=cart&qty=3&size=1.7+l&color=Copper');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await apiSettled();
    expect(cartSaves()).toEqual([{ productID: 'p1', color: 'Copper', size: '1.7 l', qty: 3 }]);
    expect(screen.getByText('at /details/p1')).toBeInTheDocument();
    expect(screen.queryByText(/to your cart\?/)).toBeNull();
  });

  test('an asked purchase alone adds nothing on signing in: only a press on this page does', async () => {
    const { scope } = openProductPage(false, '/details/p1?add=cart&qty=3&size=1.7+l&color=Copper');
    // Signed in some other way (another tab, the header): the page is shown again, signed in.
    await act(() => allSettled(signedIn, { scope }));
    await apiSettled();
    expect(cartSaves()).toEqual([]);
    expect(screen.getByText('at /details/p1?add=cart&qty=3&size=1.7+l&color=Copper')).toBeInTheDocument();
  });

  test('a press kept for another product adds nothing here', async () => {
    rememberPendingAdd('cart', 'p2', { size: '', color: '', qty: 1 });
    rememberPendingAdd('wish', 'p2', {});
    openProductPage(true);
    await apiSettled();
    expect(cartSaves()).toEqual([]);
    expect(wishSaves()).toEqual([]);
  });
});
