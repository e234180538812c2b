import { signedOut, unauthorized } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { clearStoredDataFx, navigateFx } from './model';

function shell() {
  const navigate = jest.fn();
  const scope = fork({ handlers: [[navigateFx, navigate]] });
  sessionStorage.setItem('email', 'ada@example.com');
  localStorage.setItem('anything', 'x');
  return { scope, navigate };
}

test('logout clears session and local storage and goes home', async () => {
  const { scope, navigate } = shell();
  await allSettled(signedOut, { scope });
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(navigate).toHaveBeenCalledWith('/');
});

test('a 401 clears stored data and goes to sign in, remembering the page', async () => {
  window.history.pushState({}, '', '/orders?page=2');
  const { scope, navigate } = shell();
  await allSettled(unauthorized, { scope, params: { status: 401 } });
  expect(sessionStorage.length).toBe(0);
  expect(navigate).toHaveBeenCalledWith('/login?from=%2Forders%3Fpage%3D2');
});

test('clearing stored data is one effect, so tests and slices can rely on it', async () => {
  const scope = fork();
  localStorage.setItem('k', 'v');
  await allSettled(clearStoredDataFx, { scope });
  expect(localStorage.getItem('k')).toBeNull();
});
