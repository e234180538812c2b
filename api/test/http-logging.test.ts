import type { FastifyRequest } from 'fastify';
import { redactUrl, requestSerializer } from '../src/http/logging';

describe('request logging', () => {
  it('hides the sign-in code of VerifyLogin', () => {
    expect(redactUrl('/api/v1/VerifyLogin/ada@example.com/123456')).toBe(
      '/api/v1/VerifyLogin/ada@example.com/******',
    );
    expect(redactUrl('/api/v1/VerifyLogin/ada@example.com/123456?x=1')).toBe(
      '/api/v1/VerifyLogin/ada@example.com/******?x=1',
    );
    expect(redactUrl('/api/v1/ProductDetails/123456')).toBe('/api/v1/ProductDetails/123456');
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
