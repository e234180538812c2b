import { redactUrl, requestSerializer } from '@shop/shared/server';
import type { FastifyRequest } from 'fastify';

describe('request logging', () => {
  it('hides the sign-in code and the e-mail address of VerifyLogin', () => {
    expect(redactUrl('/api/v1/VerifyLogin/ada@example.com/123456')).toBe(
      '/api/v1/VerifyLogin/[email]/******',
    );
    expect(redactUrl('/api/v1/VerifyLogin/ada@example.com/123456?x=1')).toBe(
      '/api/v1/VerifyLogin/[email]/******?x=1',
    );
    expect(redactUrl('/api/v1/ProductDetails/123456')).toBe('/api/v1/ProductDetails/123456');
  });

  it('hides e-mail addresses, plain or percent-encoded, in paths and query strings', () => {
    expect(redactUrl('/api/v1/UserOTP/ada.b+shop@example.com')).toBe('/api/v1/UserOTP/[email]');
    expect(redactUrl('/api/v1/UserOTP/ada%40example.com')).toBe('/api/v1/UserOTP/[email]');
    expect(redactUrl('/api/dev/mailbox?to=ada@example.com&x=1')).toBe('/api/dev/mailbox?to=[email]&x=1');
    expect(redactUrl('/api/v1/ProductListByRemark/new?page=2')).toBe(
      '/api/v1/ProductListByRemark/new?page=2',
    );
  });

  it('logs no headers, so no cookies', () => {
    const line = requestSerializer({
      method: 'GET',
      url: '/api/v1/CartList',
      host: 'shop.test',
      ip: '127.0.0.1',
      headers: { cookie: 'shop_session=secret' },
    } as unknown as FastifyRequest);
    expect(JSON.stringify(line)).not.toContain('secret');
    expect(line).toEqual({
      method: 'GET',
      url: '/api/v1/CartList',
      host: 'shop.test',
      remoteAddress: '127.0.0.1',
    });
  });
});
