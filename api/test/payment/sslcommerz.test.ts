import { inspect } from 'node:util';
import { GatewayUnavailableError, type PaymentSessionRequest } from '../../src/payment/gateway';
import { createSslcommerzGateway } from '../../src/payment/sslcommerz';
import { type FakeSslcommerz, startFakeSslcommerz } from '../support/fake-sslcommerz';

const credentials = { storeId: 'shop123', storePassword: 'shop123@ssl' };
const shop = 'https://shop.example';

const sessionRequest = (overrides: Partial<PaymentSessionRequest> = {}): PaymentSessionRequest => ({
  tranId: 'tran-0001',
  amount: 1049.9,
  currency: 'USD',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  customer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+8801700000000',
    address: '1 Analytical Lane',
    city: 'Dhaka',
    state: 'Dhaka',
    postcode: '1207',
    country: 'Bangladesh',
  },
  shipping: {
    name: 'Ada L.',
    phone: '+8801700000001',
    address: '2 Engine Road',
    city: 'Chattogram',
    state: 'Chattogram',
    postcode: '4000',
    country: 'Bangladesh',
  },
  productName: '2 items: Aurora X2 Phone, Case',
  itemCount: 2,
  urls: {
    success: `${shop}/api/v1/PaymentSuccess/tran-0001`,
    fail: `${shop}/api/v1/PaymentFail/tran-0001`,
    cancel: `${shop}/api/v1/PaymentCancel/tran-0001`,
    ipn: `${shop}/api/v1/PaymentIPN/tran-0001`,
  },
  ...overrides,
});

let fake: FakeSslcommerz;
const gateway = (overrides: { storePassword?: string; timeoutMs?: number } = {}) =>
  createSslcommerzGateway({ ...credentials, apiUrl: fake.url, ...overrides });

beforeEach(async () => {
  fake = await startFakeSslcommerz(credentials);
});

afterEach(async () => {
  await fake.stop();
});

describe('SSLCommerz session', () => {
  it('sends the v4 session fields and returns the hosted page URL', async () => {
    const { gatewayPageUrl } = await gateway().createSession(sessionRequest());

    expect(gatewayPageUrl).toMatch(new RegExp(`^${fake.url}/EasyCheckOut/FAKE`));
    expect(fake.sessionRequests).toHaveLength(1);
    expect(fake.sessionRequests[0]).toEqual({
      store_id: 'shop123',
      store_passwd: 'shop123@ssl',
      total_amount: '1049.90',
      currency: 'USD',
      tran_id: 'tran-0001',
      success_url: 'https://shop.example/api/v1/PaymentSuccess/tran-0001',
      fail_url: 'https://shop.example/api/v1/PaymentFail/tran-0001',
      cancel_url: 'https://shop.example/api/v1/PaymentCancel/tran-0001',
      ipn_url: 'https://shop.example/api/v1/PaymentIPN/tran-0001',
      cus_name: 'Ada Lovelace',
      cus_email: 'ada@example.com',
      cus_add1: '1 Analytical Lane',
      cus_city: 'Dhaka',
      cus_state: 'Dhaka',
      cus_postcode: '1207',
      cus_country: 'Bangladesh',
      cus_phone: '+8801700000000',
      ship_name: 'Ada L.',
      ship_add1: '2 Engine Road',
      ship_city: 'Chattogram',
      ship_state: 'Chattogram',
      ship_postcode: '4000',
      ship_country: 'Bangladesh',
      shipping_method: 'Courier',
      num_of_item: '2',
      product_name: '2 items: Aurora X2 Phone, Case',
      product_category: 'General',
      product_profile: 'general',
    });
  });

  it('formats whole and fractional amounts with two decimals', async () => {
    await gateway().createSession(sessionRequest({ amount: 12 }));
    await gateway().createSession(sessionRequest({ amount: 0.1 + 0.2 }));

    expect(fake.sessionRequests.map((fields) => fields.total_amount)).toEqual(['12.00', '0.30']);
  });

  it("turns the gateway's refusal into GatewayUnavailableError with its reason", async () => {
    fake.failSessions('Invalid Information: cus_phone is missing');

    const attempt = gateway().createSession(sessionRequest());

    await expect(attempt).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(attempt).rejects.toThrow('cus_phone is missing');
  });

  it('reports wrong store credentials without revealing the password', async () => {
    const attempt = gateway({ storePassword: 'wrong-secret' }).createSession(sessionRequest());

    await expect(attempt).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(attempt).rejects.toThrow('Store Credential Error');
    await expect(attempt).rejects.not.toThrow('wrong-secret');
  });

  it.each([
    ['answers 503', 'unavailable'],
    ['drops the connection', 'reset'],
  ] as const)('is unavailable when the gateway %s', async (_, outage) => {
    fake.simulateOutage(outage);

    await expect(gateway().createSession(sessionRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('gives up after the timeout when the gateway never answers', async () => {
    fake.simulateOutage('hang');
    const started = Date.now();

    const attempt = gateway({ timeoutMs: 200 }).createSession(sessionRequest());

    await expect(attempt).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(attempt).rejects.toThrow('timed out');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is unavailable when nothing listens at the API URL', async () => {
    await fake.stop();
    const stopped = createSslcommerzGateway({ ...credentials, apiUrl: fake.url });
    fake = await startFakeSslcommerz(credentials);

    await expect(stopped.createSession(sessionRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('SSLCommerz validation', () => {
  it('confirms a valid payment in the currency and amount the session asked for', async () => {
    fake.approve({ valId: 'val-1', tranId: 'tran-0001', amount: 1049.9, currency: 'USD' });

    await expect(gateway().validate('val-1')).resolves.toEqual({
      valId: 'val-1',
      tranId: 'tran-0001',
      amount: 1049.9,
      currency: 'USD',
      bankTranId: 'BANKval-1',
    });
    expect(fake.validationRequests[0]).toEqual({
      val_id: 'val-1',
      store_id: 'shop123',
      store_passwd: 'shop123@ssl',
      v: '1',
      format: 'json',
    });
  });

  it('still confirms a payment that was validated before (VALIDATED)', async () => {
    fake.approve({ valId: 'val-2', tranId: 'tran-0002', amount: 20, currency: 'USD' });
    await gateway().validate('val-2');

    await expect(gateway().validate('val-2')).resolves.toEqual({
      valId: 'val-2',
      tranId: 'tran-0002',
      amount: 20,
      currency: 'USD',
      bankTranId: 'BANKval-2',
    });
  });

  it('reads amount and currency directly for a payment made in BDT', async () => {
    fake.approve({ valId: 'val-3', tranId: 'tran-0003', amount: 500, currency: 'BDT' });

    await expect(gateway().validate('val-3')).resolves.toMatchObject({ amount: 500, currency: 'BDT' });
  });

  it('returns null for a validation id the gateway does not confirm', async () => {
    await expect(gateway().validate('made-up')).resolves.toBeNull();
  });

  it('is unavailable, not a verdict, when the store credentials are refused', async () => {
    fake.approve({ valId: 'val-4', tranId: 'tran-0004', amount: 5, currency: 'USD' });

    await expect(gateway({ storePassword: 'wrong-secret' }).validate('val-4')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });

  it('is unavailable during an outage, so the notification is retried later', async () => {
    fake.approve({ valId: 'val-5', tranId: 'tran-0005', amount: 5, currency: 'USD' });
    fake.simulateOutage('unavailable');
    await expect(gateway().validate('val-5')).rejects.toBeInstanceOf(GatewayUnavailableError);

    fake.simulateOutage('hang');
    await expect(gateway({ timeoutMs: 200 }).validate('val-5')).rejects.toThrow(
      'SSLCommerz validation timed out',
    );

    fake.simulateOutage('reset');
    const error = await gateway()
      .validate('val-5')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(inspect(error, { depth: 10 })).not.toContain(credentials.storePassword);
  });
});

describe('SSLCommerz refunds', () => {
  const paid = { valId: 'val-r', tranId: 'tran-r', amount: 30, currency: 'USD' };
  const refundOf = (amount: number, shopReference: string) => ({
    bankTranId: 'BANKval-r',
    amount,
    shopReference,
    remark: 'Cancelled by the customer',
  });
  beforeEach(() => fake.approve(paid));

  it('asks the refund API by bank transaction id with the amount, remark and reference, and is refunded', async () => {
    const answer = await gateway().refund(refundOf(12.5, 'shop-ref-1'));

    expect(answer).toEqual({ state: 'refunded', gatewayReference: expect.stringMatching(/^REF/) });
    expect(fake.refundRequests).toEqual([
      {
        bank_tran_id: 'BANKval-r',
        refund_amount: '12.50',
        refund_remarks: 'Cancelled by the customer',
        refe_id: 'shop-ref-1',
        v: '1',
        store_id: 'shop123',
        store_passwd: 'shop123@ssl',
        format: 'json',
      },
    ]);
  });

  it('refunds once when asked twice with the same reference', async () => {
    const first = await gateway().refund(refundOf(10, 'shop-ref-2'));
    const again = await gateway().refund(refundOf(10, 'shop-ref-2'));

    expect(again).toEqual(first);
    expect(fake.refunds.size).toBe(1);
  });

  it("answers a refusal as failed with the gateway's reason", async () => {
    fake.failRefunds('Refund is not allowed for this transaction');
    await expect(gateway().refund(refundOf(5, 'shop-ref-3'))).resolves.toEqual({
      state: 'failed',
      reason: 'Refund is not allowed for this transaction',
    });

    fake.failRefunds(null);
    await gateway().refund(refundOf(25, 'shop-ref-4'));
    await expect(gateway().refund(refundOf(5.01, 'shop-ref-5'))).resolves.toEqual({
      state: 'failed',
      reason: 'Refund amount exceeds the transaction amount',
    });
  });

  it('answers a refund in progress as processing, then asks its status by reference until it is done', async () => {
    fake.refundLater(true);
    const answer = await gateway().refund(refundOf(7, 'shop-ref-6'));
    expect(answer).toEqual({ state: 'processing', gatewayReference: expect.any(String) });
    const reference = answer.gatewayReference ?? '';

    await expect(gateway().refundStatus(reference)).resolves.toEqual({
      state: 'processing',
      gatewayReference: reference,
    });
    fake.settleRefunds();
    await expect(gateway().refundStatus(reference)).resolves.toEqual({
      state: 'refunded',
      gatewayReference: reference,
    });
    await expect(gateway().refundStatus('REF-unknown')).resolves.toEqual({
      state: 'failed',
      reason: 'Invalid refund reference',
      gatewayReference: 'REF-unknown',
    });
  });

  it('is unavailable, not a verdict, during an outage or with refused credentials', async () => {
    fake.simulateOutage('unavailable');
    await expect(gateway().refund(refundOf(1, 'shop-ref-7'))).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(gateway().refundStatus('REF1')).rejects.toBeInstanceOf(GatewayUnavailableError);
    fake.simulateOutage('none');

    const refused = gateway({ storePassword: 'wrong-secret' }).refund(refundOf(1, 'shop-ref-8'));
    await expect(refused).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(refused).rejects.not.toThrow('wrong-secret');
    expect(fake.refunds.size).toBe(0);
  });
});
