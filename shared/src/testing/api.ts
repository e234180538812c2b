/**
 * The API as tests see it: request handlers (Mock Service Worker) behind the real API client, so a page test goes
 * through the same axios calls, envelopes and 401 rule as the shop. One server for every frontend test
 * (jest.frontend.setup.ts starts it; a request no handler answers fails the test); a test adds its handlers with
 * `answer(...)`.
 */
import { act, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `GET CartList` or `POST SaveCartList`: a call of `/api/v1/`, with `:name` for a path parameter. */
type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

const route = (call: Call): [Method, string] => {
  const [method, path] = call.split(' ') as [string, string];
  return [method.toLowerCase() as Method, `*/api/v1/${path}`];
};

/** A request as a handler received it: path (decoded parameters stay encoded), query and body (parsed if JSON). */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Every request the API received during the test, in order. */
export const received: ReceivedRequest[] = [];

apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: ReceivedRequest = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: undefined,
  };
  // Recorded at once, in order; the body follows as soon as it is read.
  received.push(entry);
  if (request.method !== 'GET') {
    request
      .clone()
      .text()
      .then((text) => {
        entry.body =
          text && request.headers.get('content-type')?.includes('json')
            ? JSON.parse(text)
            : text || undefined;
      });
  }
});

/** Requests sent in this test and not yet answered, by id. */
const inFlight = new Set<string>();
apiServer.events.on('request:start', ({ requestId }) => {
  inFlight.add(requestId);
});
apiServer.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
});

/** Forgets the test's requests and its handlers (one left waiting forever stays behind, unanswered). */
export function resetApi() {
  apiServer.resetHandlers();
  received.length = 0;
  inFlight.clear();
}

/**
 * Resolves once every request sent so far has its answer and the page has taken the answers in: for a test whose
 * point is that nothing visible changes (an ignored refusal).
 */
export async function apiSettled() {
  await waitFor(() => expect(inFlight.size).toBe(0));
  // The client reads an answer a few event-loop turns after it arrives.
  for (let turn = 0; turn < 3; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** What a handler answers: the data of a success (with any other fields of its envelope), or a failure. */
export type Answer =
  | { data: unknown; [field: string]: unknown }
  | { fail: string; code?: string; field?: string; status?: number; headers?: Record<string, string> }
  | { status: number; body?: unknown }
  | { networkError: true };

/** No answer at all: the connection failed. */
export const networkError: Answer = { networkError: true };

/** The API's 429 (`RATE_LIMITED`), saying in `Retry-After` how many seconds to wait when given them. */
export const rateLimited = (retryAfterSeconds?: number): Answer => ({
  fail: 'Too many requests. Please try again later.',
  code: 'RATE_LIMITED',
  status: 429,
  ...(retryAfterSeconds !== undefined && { headers: { 'retry-after': String(retryAfterSeconds) } }),
});

function response(answer: Answer) {
  if ('networkError' in answer) return HttpResponse.error();
  if ('data' in answer) return HttpResponse.json({ status: 'success', ...answer });
  if ('fail' in answer) {
    const { fail, code, field, status = 200, headers } = answer;
    return HttpResponse.json(
      { status: 'fail', message: fail, ...(code && { code }), ...(field && { field }) },
      { status, headers },
    );
  }
  return HttpResponse.json(answer.body ?? null, { status: answer.status });
}

/**
 * The API answers `call` with `answer` from now on in this test; a function answers each request (it may wait for
 * the test, to hold a request pending: `held()`), `inTurn(...)` one answer after another.
 */
export function answer(call: Call, answerWith: Answer | ((request: Request) => Answer | Promise<Answer>)) {
  const [method, path] = route(call);
  apiServer.use(
    http[method](path, async ({ request }) =>
      response(typeof answerWith === 'function' ? await answerWith(request) : answerWith),
    ),
  );
}

/** Each request gets the next answer; the last one repeats once they run out. */
export function inTurn(...answers: [Answer, ...Answer[]]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as Answer;
}

/** A request the test answers when it chooses: `const cart = held(); answer('GET CartList', cart.answer); cart.release({ data: [] })`. */
export function held() {
  let release: (answer: Answer) => void = () => {};
  const answered = new Promise<Answer>((resolve) => (release = resolve));
  return { answer: () => answered, release };
}

/** A request that never gets an answer while the test runs. */
export const never = async (): Promise<Answer> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** The requests received for one call (`POST SaveCartList`), for a test to check what was sent. */
export function requestsTo(call: Call): ReceivedRequest[] {
  const [method, path] = call.split(' ') as [string, string];
  const pattern = new RegExp(`^/api/v1/${path.replace(/:\w+/g, '[^/]+')}$`);
  return received.filter((request) => request.method === method && pattern.test(request.path));
}

/** One page of a product list, as the list calls answer it. */
export const productPage = (cards: unknown[], { page = 1, limit = 100, hasMore = false } = {}): Answer => ({
  data: cards,
  page,
  limit,
  hasMore,
});

/** The paths of the requests received so far, in order. */
export const receivedPaths = () => received.map(({ path }) => path);
