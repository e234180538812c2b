import { createHash } from 'node:crypto';
import { signNotification, verifyNotification } from '../../src/payment/sslcommerz-signature';

const storePassword = 'store-secret';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** Signs `text` the way SSLCommerz does, the configured password's hash among the fields. */
const signedWith = (password: string, fields: Record<string, string>) =>
  md5(
    Object.entries({ ...fields, store_passwd: md5(password) })
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
  );

const result = { tran_id: 'T-1', status: 'CANCELLED', amount: '10.00' };

describe('verifyNotification', () => {
  it('accepts what the gateway signs with the store password, and reads the status in capitals', () => {
    expect(
      verifyNotification(signNotification({ ...result, status: 'cancelled' }, storePassword), storePassword),
    ).toEqual({
      tranId: 'T-1',
      status: 'CANCELLED',
    });
  });

  it('accepts a signature over some of the posted fields, in any order of verify_key', () => {
    const fields = {
      ...result,
      verify_key: 'status,tran_id',
      verify_sign: signedWith(storePassword, { status: 'CANCELLED', tran_id: 'T-1' }),
    };
    expect(verifyNotification(fields, storePassword)).toEqual({ tranId: 'T-1', status: 'CANCELLED' });
  });

  const forged: [string, Record<string, string>][] = [
    [
      'store_passwd named in verify_key, signed with the posted one',
      {
        ...result,
        store_passwd: 'x',
        verify_key: 'tran_id,status,store_passwd',
        verify_sign: md5('status=CANCELLED&store_passwd=x&tran_id=T-1'),
      },
    ],
    [
      'store_passwd named in verify_key, signed with its real hash',
      {
        ...result,
        store_passwd: md5(storePassword),
        verify_key: 'tran_id,status,store_passwd',
        verify_sign: signedWith(storePassword, { tran_id: 'T-1', status: 'CANCELLED' }),
      },
    ],
    [
      'a field named twice',
      {
        ...result,
        verify_key: 'tran_id,status,status',
        verify_sign: signedWith(storePassword, { tran_id: 'T-1', status: 'CANCELLED' }),
      },
    ],
    [
      'a field named that was not posted',
      {
        ...result,
        verify_key: 'tran_id,status,val_id',
        verify_sign: signedWith(storePassword, { tran_id: 'T-1', status: 'CANCELLED', val_id: '' }),
      },
    ],
    [
      'an empty name',
      {
        ...result,
        verify_key: 'tran_id,status,',
        verify_sign: signedWith(storePassword, { tran_id: 'T-1', status: 'CANCELLED', '': '' }),
      },
    ],
    [
      'verify_sign named among the signed fields',
      { ...result, verify_key: 'tran_id,status,verify_sign', verify_sign: 'x'.repeat(32) },
    ],
    [
      'status left out of the signed fields',
      { ...result, verify_key: 'tran_id', verify_sign: signedWith(storePassword, { tran_id: 'T-1' }) },
    ],
    [
      'tran_id left out of the signed fields',
      { ...result, verify_key: 'status', verify_sign: signedWith(storePassword, { status: 'CANCELLED' }) },
    ],
    ['signed with another password', signNotification(result, 'guessed')],
    ['no signature', { ...result }],
    ['a signature of the wrong length', { ...signNotification(result, storePassword), verify_sign: 'abc' }],
    [
      'an inherited name',
      {
        ...result,
        verify_key: 'tran_id,status,toString',
        verify_sign: signedWith(storePassword, { tran_id: 'T-1', status: 'CANCELLED', toString: '' }),
      },
    ],
  ];

  it.each(forged)('refuses %s', (_, fields) => {
    expect(verifyNotification(fields, storePassword)).toBeNull();
  });
});
