import { reportStatus } from '@shop/shared/api';
import { allSettled, fork } from 'effector';
import { $isOperator, $loggedIn, reportUnauthorizedTo, signedIn, signedOut, unauthorized } from '.';
import { hasLoggedInCookie, hasOperatorCookie } from './logged-in-cookie';

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

test("the token cookie's value says whether the session is an operator's", () => {
  expect(hasOperatorCookie('a=1; token=operator')).toBe(true);
  expect(hasOperatorCookie('token=1')).toBe(false);
  expect(hasOperatorCookie('mytoken=operator')).toBe(false);
  expect(hasOperatorCookie('')).toBe(false);
});

test('an operator signing in is offered the back office, until the session ends', async () => {
  const cookies = jest.spyOn(document, 'cookie', 'get');
  const scope = fork({ values: [[$isOperator, false]] });
  cookies.mockReturnValue('token=operator');
  await allSettled(signedIn, { scope });
  expect(scope.getState($isOperator)).toBe(true);
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(scope.getState($isOperator)).toBe(false);
  cookies.mockReturnValue('token=1');
  await allSettled(signedIn, { scope });
  expect(scope.getState($isOperator)).toBe(false);
  cookies.mockRestore();
});

test("a page's scope alone hears a 401 once it asks for them: the global copy of the shop stays as it was", () => {
  signedIn();
  const scope = fork({ values: [[$loggedIn, true]] });
  reportUnauthorizedTo(scope);
  reportStatus(401);
  expect(scope.getState($loggedIn)).toBe(false);
  expect($loggedIn.getState()).toBe(true);
});
