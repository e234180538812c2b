import { allSettled, fork } from 'effector';
import { $loggedIn, signedIn, signedOut, unauthorized } from '.';
import { hasLoggedInCookie } from './logged-in-cookie';

test('signing in, logging out and a 401 set whether the customer is logged in', async () => {
  const scope = fork({ values: [[$loggedIn, false]] });
  await allSettled(signedIn, { scope });
  expect(scope.getState($loggedIn)).toBe(true);
  await allSettled(signedOut, { scope });
  expect(scope.getState($loggedIn)).toBe(false);
  await allSettled(signedIn, { scope });
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(scope.getState($loggedIn)).toBe(false);
});

test('logged in is the presence of the token cookie', () => {
  expect(hasLoggedInCookie('a=1; token=1')).toBe(true);
  expect(hasLoggedInCookie('token=1')).toBe(true);
  expect(hasLoggedInCookie('mytoken=1; a=2')).toBe(false);
  expect(hasLoggedInCookie('')).toBe(false);
});
