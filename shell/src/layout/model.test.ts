import { $loggedIn, notify, signedOut } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { logoutClicked, logoutFx } from './model';

const subscriptions: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
});

function customer(logout: () => Promise<unknown>) {
  const scope = fork({ values: [[$loggedIn, true]], handlers: [[logoutFx, logout]] });
  const ended = jest.fn();
  const notified = jest.fn();
  subscriptions.push(signedOut.watch(ended), notify.watch(notified));
  return { scope, ended, notified };
}

test('Logout calls the API, then ends the session', async () => {
  const logout = jest.fn(async () => ({ status: 'success' }));
  const { scope, ended } = customer(logout);
  await allSettled(logoutClicked, { scope });
  expect(logout).toHaveBeenCalledTimes(1);
  expect(ended).toHaveBeenCalledTimes(1);
  expect(scope.getState($loggedIn)).toBe(false);
});

test('a second click while logging out does not call the API again', async () => {
  const logout = jest.fn(async () => ({ status: 'success' }));
  const { scope } = customer(logout);
  const first = allSettled(logoutClicked, { scope });
  await allSettled(logoutClicked, { scope });
  await first;
  expect(logout).toHaveBeenCalledTimes(1);
});

test('an unreachable server keeps the customer signed in and says so', async () => {
  const { scope, ended, notified } = customer(async () => {
    throw new Error('Network Error');
  });
  await allSettled(logoutClicked, { scope });
  expect(ended).not.toHaveBeenCalled();
  expect(scope.getState($loggedIn)).toBe(true);
  expect(notified).toHaveBeenCalledWith({ kind: 'error', message: 'Could not log out. Please try again.' });
});
