import { dataOf, Refused, refusalCode } from './refused';

test('a success gives its data', () => {
  expect(dataOf({ status: 'success', data: [1, 2] })).toEqual([1, 2]);
});

test("a failure is thrown as Refused, with the API's words and its code and wait kept", () => {
  const failure = {
    status: 'fail',
    message: 'Too many requests',
    code: 'RATE_LIMITED',
    retryAfterSeconds: 30,
  } as const;
  let thrown: unknown;
  try {
    dataOf(failure);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Refused);
  expect((thrown as Refused).message).toBe('Too many requests');
  expect((thrown as Refused).failure).toEqual(failure);
  expect(refusalCode(thrown)).toBe('RATE_LIMITED');
});

test('any other error has no refusal code', () => {
  expect(refusalCode(new TypeError('Failed to fetch'))).toBeUndefined();
});
