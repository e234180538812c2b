/**
 * Whose page this is: the session a request's cookie names, as the API knows it (SessionState). Asked at most once
 * per request, and only when the page needs it: a customer's or an operator's route, or a preview.
 */
import type { SessionState } from '@shop/shared/contracts';
import { cookieName, SESSION_COOKIES, secureCookie } from '@shop/shared/server';
import type { FastifyRequest } from 'fastify';
import type { ApiClient } from './client';
import { visitorRequest } from './visitor';

export const SESSION_STATE_PATH = '/api/v1/SessionState';

export interface VisitorSession {
  /** The session token the request carries, under the name its cookie was set with. */
  token: string | undefined;
  /** Whether the request holds a live session. */
  signedIn(): Promise<boolean>;
  /** Whether that session is an operator's. */
  operator(): Promise<boolean>;
}

const NO_SESSION: SessionState = { signedIn: false, operator: false };

export function sessionReader(api: ApiClient, cookieSecure: 'auto' | boolean) {
  const asked = new WeakMap<FastifyRequest, Promise<SessionState>>();
  /** The API's word on the session; a failed call is no session (the page is then the browser's to fill in). */
  const stateOf = (request: FastifyRequest) => {
    let state = asked.get(request);
    if (!state) {
      state = api
        .call(SESSION_STATE_PATH, { visitor: visitorRequest(request) })
        .then(({ statusCode, body }) =>
          statusCode === 200 ? (JSON.parse(body) as { data: SessionState }).data : NO_SESSION,
        )
        .catch(() => NO_SESSION);
      asked.set(request, state);
    }
    return state;
  };
  return (request: FastifyRequest): VisitorSession => {
    const token = request.cookies[cookieName(SESSION_COOKIES, secureCookie(cookieSecure, request))];
    return {
      token,
      signedIn: async () => token !== undefined && (await stateOf(request)).signedIn,
      operator: async () => token !== undefined && (await stateOf(request)).operator,
    };
  };
}
