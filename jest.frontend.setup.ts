import '@testing-library/jest-dom';
import { apiServer, resetApi } from '@shop/shared/testing';

// The API behind the real client: each test adds the handlers it needs; a request none answers fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(resetApi);
afterAll(() => apiServer.close());
