import { cartChanged, notify } from '@shop/shared/bus';
import type { CartItem } from '@shop/shared/contracts';
import { EMPTY_PROFILE, Refused } from '@shop/shared/lib';
import { answer, networkError } from '@shop/shared/testing';
import { allSettled, createWatch, fork } from 'effector';
import {
  $open as $askingDeliveryDetails,
  detailsSubmitted,
  readProfileFx,
  saveProfileFx,
} from '../../features/delivery-details/model';
import {
  $checkOutBlocked,
  $checkoutProblem,
  $lines,
  $quantityProblems,
  $savingQuantities,
  $totals,
  checkOutClicked,
  checkOutFx,
  fetchCartFx,
  goToGatewayFx,
  linesLoad,
  pageOpened,
  QTY_RANGE_MESSAGE,
  quantityEntered,
  quantityStepped,
  saveQuantityFx,
} from './model';

const mug: CartItem = {
  _id: 'line-1',
  productID: 'p1',
  product: { title: 'Plain mug', image: '/m.svg', price: 10, discount: false, discountPrice: null },
  qty: 2,
  size: '',
  color: '',
};

type Change = { lineId: string; qty: number };

/** A cart page with its lines loaded; saves answer as the server would unless told otherwise. */
function cartPage(
  lines: CartItem[] = [mug],
  save = jest.fn(async ({ lineId, qty }: Change) => ({ _id: lineId, qty })),
) {
  const checkOut = jest.fn(async () => 'https://pay.example/s/1');
  const scope = fork({
    values: [[$lines, lines]],
    handlers: [
      [saveQuantityFx, save],
      [checkOutFx, checkOut],
    ],
  });
  const announced = jest.fn();
  const toasts = jest.fn();
  createWatch({ unit: cartChanged, fn: announced, scope });
  createWatch({ unit: notify, fn: toasts, scope });
  return { scope, save, checkOut, announced, toasts };
}

/** A save that stays open until the test answers or refuses it. */
function heldSave() {
  const held = { answer: () => {}, refuse: (_message: string) => {} };
  const save = jest.fn(
    ({ lineId, qty }: Change) =>
      new Promise<{ _id: string; qty: number }>((resolve, reject) => {
        held.answer = () => resolve({ _id: lineId, qty });
        held.refuse = (message) => reject(new Error(message));
      }),
  );
  return { save, held };
}

test('a step up saves one more; the line and the totals follow once it is saved, and the shop is told', async () => {
  const { scope, save, announced } = cartPage();
  await allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: 1 } });
  expect(save).toHaveBeenCalledWith({ lineId: 'line-1', qty: 3 });
  expect(scope.getState($lines)?.[0]?.qty).toBe(3);
  expect(scope.getState($totals).total).toBe(30);
  expect(announced).toHaveBeenCalledTimes(1);
});

test('while a quantity is saved, the line is busy with the new value, the totals wait, and Check Out is held', async () => {
  const { save, held } = heldSave();
  const { scope, checkOut } = cartPage([mug], save);
  // Not awaited: the scope settles only once the held save is answered.
  const saved = allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: -1 } });
  expect(scope.getState($savingQuantities)).toEqual({ 'line-1': 1 });
  expect(scope.getState($totals).total).toBe(20);
  expect(scope.getState($checkOutBlocked)).toBe(true);
  const clicked = allSettled(checkOutClicked, { scope });
  expect(checkOut).not.toHaveBeenCalled();

  held.answer();
  await Promise.all([saved, clicked]);
  expect(checkOut).not.toHaveBeenCalled();
  expect(scope.getState($savingQuantities)).toEqual({});
  expect(scope.getState($totals).total).toBe(10);
  expect(scope.getState($checkOutBlocked)).toBe(false);
});

test('a second change of a line while its first is being saved is ignored', async () => {
  const { save, held } = heldSave();
  const { scope } = cartPage([mug], save);
  const changes = [
    allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: 1 } }),
    allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: 1 } }),
    allSettled(quantityEntered, { scope, params: { lineId: 'line-1', text: '9' } }),
  ];
  held.answer();
  await Promise.all(changes);
  expect(save).toHaveBeenCalledTimes(1);
  expect(scope.getState($lines)?.[0]?.qty).toBe(3);
});

test.each([
  ['down from 1', 1, -1],
  ['up from 99', 99, 1],
] as const)('a step %s sends nothing', async (_, qty, step) => {
  const { scope, save } = cartPage([{ ...mug, qty }]);
  await allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step } });
  expect(save).not.toHaveBeenCalled();
});

test.each([
  ['5', 5],
  [' 12 ', 12],
  ['1', 1],
  ['99', 99],
  ['07', 7],
])('typing %j saves %j', async (text, qty) => {
  const { scope, save } = cartPage();
  await allSettled(quantityEntered, { scope, params: { lineId: 'line-1', text } });
  expect(save).toHaveBeenCalledWith({ lineId: 'line-1', qty });
  expect(scope.getState($quantityProblems)).toEqual({});
});

test.each(['0', '100', '1.5', '-3', 'two', '', '1e1'])(
  'typing %j is refused with the range, sends nothing and keeps the quantity',
  async (text) => {
    const { scope, save } = cartPage();
    await allSettled(quantityEntered, { scope, params: { lineId: 'line-1', text } });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($quantityProblems)).toEqual({ 'line-1': 'Enter a whole number from 1 to 99.' });
    expect(scope.getState($lines)?.[0]?.qty).toBe(2);
  },
);

test('the next valid change of the line clears its refusal', async () => {
  const { scope } = cartPage();
  await allSettled(quantityEntered, { scope, params: { lineId: 'line-1', text: '100' } });
  expect(scope.getState($quantityProblems)['line-1']).toBe(QTY_RANGE_MESSAGE);
  await allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: 1 } });
  expect(scope.getState($quantityProblems)).toEqual({});
});

test('typing the quantity the line already has sends nothing', async () => {
  const { scope, save } = cartPage();
  await allSettled(quantityEntered, { scope, params: { lineId: 'line-1', text: '2' } });
  expect(save).not.toHaveBeenCalled();
});

test('a failed save keeps the old quantity and totals, and shows the reason as an error toast', async () => {
  const { save, held } = heldSave();
  const { scope, announced, toasts } = cartPage([mug], save);
  const saved = allSettled(quantityStepped, { scope, params: { lineId: 'line-1', step: 1 } });
  held.refuse('No such item in your cart');
  await saved;
  expect(scope.getState($lines)?.[0]?.qty).toBe(2);
  expect(scope.getState($totals).total).toBe(20);
  expect(scope.getState($savingQuantities)).toEqual({});
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'No such item in your cart' });
  expect(announced).not.toHaveBeenCalled();
});

test('a change for a line no longer in the cart sends nothing', async () => {
  const { scope, save } = cartPage();
  await allSettled(quantityStepped, { scope, params: { lineId: 'gone', step: 1 } });
  await allSettled(quantityEntered, { scope, params: { lineId: 'gone', text: '4' } });
  expect(save).not.toHaveBeenCalled();
});

test('a cart that got no answer stays not loaded, never "empty", and Retry loads it', async () => {
  let apiUp = false;
  const scope = fork({
    handlers: [
      [
        fetchCartFx,
        async () => {
          if (!apiUp) throw new Error('Network Error');
          return { status: 'success' as const, data: [mug] };
        },
      ],
    ],
  });
  await allSettled(pageOpened, { scope });
  expect(scope.getState($lines)).toBeNull();
  expect(scope.getState(linesLoad.$failed)).toBe(true);

  apiUp = true;
  await allSettled(linesLoad.retried, { scope });
  expect(scope.getState($lines)).toEqual([mug]);
  expect(scope.getState(linesLoad.$failed)).toBe(false);
});

test('a refused quantity fails as Refused, carrying the code; no answer fails with the plain message', async () => {
  answer('POST UpdateCartList', { fail: 'That line is gone', code: 'NOT_FOUND', status: 404 });
  const scope = fork();
  const refused = await allSettled(saveQuantityFx, { scope, params: { lineId: 'line-1', qty: 3 } });
  expect(refused.status).toBe('fail');
  expect(refused.value).toBeInstanceOf(Refused);
  expect(refused.value).toMatchObject({ message: 'That line is gone', failure: { code: 'NOT_FOUND' } });

  answer('POST UpdateCartList', networkError);
  const unanswered = await allSettled(saveQuantityFx, { scope, params: { lineId: 'line-1', qty: 3 } });
  expect(unanswered).toMatchObject({
    status: 'fail',
    value: { message: expect.stringMatching(/could not be changed/) },
  });
  expect(unanswered.value).not.toBeInstanceOf(Refused);
});

describe("checking out without the profile's details", () => {
  const needsProfile = () =>
    new Refused({
      status: 'fail',
      message: 'Please complete your profile (customer and shipping details) before checking out',
      code: 'PROFILE_REQUIRED',
    });
  const SHIPPING = {
    ship_name: 'Grace Hopper',
    ship_phone: '+1 202 555 0100',
    ship_add: '1 Navy Yard',
    ship_city: 'Arlington',
    ship_postcode: '22202',
    ship_country: 'United States',
  };

  /** A cart whose Check Out answers each of `refusals` in turn, then opens the payment page. */
  function cartNeedingDetails(...refusals: Error[]) {
    const checkOut = jest.fn(async () => {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      return 'https://pay.example/s/1';
    });
    const saveProfile = jest.fn(async () => {});
    const gateway = jest.fn();
    const scope = fork({
      values: [[$lines, [mug]]],
      handlers: [
        [checkOutFx, checkOut],
        [readProfileFx, async () => ({ ...EMPTY_PROFILE, ...SHIPPING })],
        [fetchCartFx, async () => ({ status: 'success' as const, data: [mug] })],
        [saveProfileFx, saveProfile],
        [goToGatewayFx, gateway],
      ],
    });
    return { scope, checkOut, saveProfile, gateway };
  }

  test('the refusal opens the delivery step, not a problem; saved, the cart goes on to payment by itself', async () => {
    const { scope, checkOut, saveProfile, gateway } = cartNeedingDetails(needsProfile());
    await allSettled(checkOutClicked, { scope });
    expect(scope.getState($askingDeliveryDetails)).toBe(true);
    expect(scope.getState($checkoutProblem)).toBeNull();
    expect(gateway).not.toHaveBeenCalled();

    await allSettled(detailsSubmitted, { scope });
    expect(saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ ...SHIPPING, cus_name: 'Grace Hopper' }),
    );
    expect(checkOut).toHaveBeenCalledTimes(2);
    expect(gateway).toHaveBeenCalledWith('https://pay.example/s/1');
  });

  test("refused so again once the step's details are saved, the API's words show, with their code", async () => {
    const { scope, gateway } = cartNeedingDetails(needsProfile(), needsProfile());
    await allSettled(checkOutClicked, { scope });
    await allSettled(detailsSubmitted, { scope });
    expect(scope.getState($checkoutProblem)).toEqual({
      message: 'Please complete your profile (customer and shipping details) before checking out',
      code: 'PROFILE_REQUIRED',
    });
    expect(gateway).not.toHaveBeenCalled();
  });

  test('the cart opened again closes the step', async () => {
    const { scope } = cartNeedingDetails(needsProfile());
    await allSettled(checkOutClicked, { scope });
    await allSettled(pageOpened, { scope });
    expect(scope.getState($askingDeliveryDetails)).toBe(false);
  });
});
