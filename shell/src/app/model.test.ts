import { notify, signedIn, signedOut, unauthorized } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { $currentPath, $sessionEnding, locationChanged, navigateFx } from './model';
import { showToastFx } from './toaster';

function shell(currentPath = '/') {
  const navigate = jest.fn();
  const toast = jest.fn();
  const scope = fork({
    values: [[$currentPath, currentPath]],
    handlers: [
      [navigateFx, navigate],
      [showToastFx, toast],
    ],
  });
  sessionStorage.setItem('email', 'ada@example.com');
  localStorage.setItem('anything', 'x');
  return { scope, navigate, toast };
}

test('logout clears session and local storage and goes home', async () => {
  const { scope, navigate } = shell('/orders');
  await allSettled(signedOut, { scope });
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(navigate).toHaveBeenCalledWith('/');
});

test('a 401 clears stored data and goes to sign in, remembering the page', async () => {
  const { scope, navigate } = shell('/orders?page=2');
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(navigate).toHaveBeenCalledWith('/login?from=%2Forders%3Fpage%3D2');
});

test('a 401 on the home page goes to plain /login', async () => {
  const { scope, navigate } = shell('/');
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(navigate).toHaveBeenCalledWith('/login');
});

test.each(['/login?from=%2Fcart', '/otp'])(
  'a 401 on %s, already signing in (a later call of the page left), stays, keeping the way back',
  async (current) => {
    const { scope, navigate } = shell(current);
    await allSettled(unauthorized, { scope, params: { status: 401 } });
    expect(navigate).not.toHaveBeenCalled();
  },
);

test('a 401 after logging out, from a call on its way as the session ended, changes nothing', async () => {
  const { scope, navigate } = shell('/about');
  await allSettled(signedOut, { scope });
  expect(navigate).toHaveBeenCalledTimes(1);
  sessionStorage.setItem('kept', 'x');
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenLastCalledWith('/');
  expect(sessionStorage.getItem('kept')).toBe('x');
  // Signed in again, a 401 ends that session as usual.
  await allSettled(signedIn, { scope });
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(navigate).toHaveBeenLastCalledWith('/login?from=%2Fabout');
});

test('once the session ends (logout, a 401), the shell is on its way until the router shows the next address', async () => {
  const { scope } = shell('/orders');
  expect(scope.getState($sessionEnding)).toBe(false);
  await allSettled(signedOut, { scope });
  expect(scope.getState($sessionEnding)).toBe(true);
  await allSettled(locationChanged, { scope, params: '/' });
  expect(scope.getState($sessionEnding)).toBe(false);
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(scope.getState($sessionEnding)).toBe(true);
});

test('a notification from any slice becomes a toast', async () => {
  const { scope, toast } = shell();
  await allSettled(notify, { scope, params: { kind: 'success', message: 'Profile Updated' } });
  expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Profile Updated' });
});
