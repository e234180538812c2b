import { notify } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { toast } from 'react-toastify';
import './toaster';

jest.mock('react-toastify', () => ({ toast: Object.assign(jest.fn(), { loading: jest.fn() }) }));
const shown = jest.mocked(toast);

test.each([
  ['success', 2000],
  ['error', 4000],
  ['info', 4000],
] as const)('a %s toast stays %i ms', async (kind, autoClose) => {
  await allSettled(notify, { scope: fork(), params: { kind, message: 'Profile Updated' } });
  expect(shown).toHaveBeenLastCalledWith('Profile Updated', { type: kind, autoClose });
});

test('a loading toast has no end', async () => {
  await allSettled(notify, { scope: fork(), params: { kind: 'loading', message: 'Paying...' } });
  expect(shown.loading).toHaveBeenCalledWith('Paying...');
});
