import '@testing-library/jest-dom';
import { apiServer, resetApi, takeBackFragments } from '@shop/shared/testing';

// The API behind the real client: each test adds the handlers it needs; a request none answers fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(resetApi);
// A test's fragment loader ends with it, even when the test fails before it could take it back.
afterEach(takeBackFragments);
afterAll(() => apiServer.close());
