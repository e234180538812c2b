import { notify } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { answerCalls } from '../../fake-api.test-support';
import { $errors, $form, formSubmitted } from './model';
import { SAVED_PROFILE } from './saved-profile.test-support';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

async function saveRefusedWith(envelope: object) {
  answerCalls({
    UpdateProfile: { status: 400, envelope },
    ReadProfile: { status: 200, envelope: { status: 'success', data: [] } },
  });
  const scope = fork({ values: [[$form, SAVED_PROFILE]] });
  await allSettled(formSubmitted, { scope });
  return scope;
}

test("a save refused for a field names it in the form's words under Something Went Wrong!, and marks it", async () => {
  const scope = await saveRefusedWith({
    status: 'fail',
    code: 'VALIDATION',
    message: 'ship_phone must be a phone number',
  });
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: 'Check Phone under Shipping Details.',
  });
  expect(scope.getState($errors)).toEqual({
    ship_phone: 'The shop did not accept this phone: please check it.',
  });
});

test('any other refusal keeps Something Went Wrong! alone, even when its message starts with a field name', async () => {
  const scope = await saveRefusedWith({ status: 'fail', code: 'CONFLICT', message: 'cus_phone is taken' });
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!', detail: undefined });
  expect(scope.getState($errors)).toEqual({});
});
