/**
 * The sign-in screens' forms as a browser posts them before the screens' scripts run, or without them
 * (`SIGN_IN_FORM`): the e-mail to `/login`, the e-mail and code to `/otp`. Each is asked of the API as the screens'
 * scripts ask it, as the visitor's own call, and answered with a 303: on to the code screen, or to where the visitor
 * was going with the session cookie the API set, or back to the same screen with the refusal's code as `problem`.
 * Only the shop's own pages may post them (Origin): another site's form could otherwise sign a visitor in to an
 * account of its choosing.
 */
import formbody from '@fastify/formbody';
import { paths, SIGN_IN_FORM, safeReturnPath } from '@shop/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiAnswer, ApiClient } from '../api/client';
import { visitorRequest } from '../api/visitor';
import { failure } from '../http/failure';

/** An e-mail address is at most 254 characters, a code a few; anything larger is no sign-in form. */
const FORM_BYTES = 2048;

type Form = Partial<Record<(typeof SIGN_IN_FORM)[keyof typeof SIGN_IN_FORM], unknown>>;

/** A field as typed, trimmed; '' when missing or not text. */
const field = (form: Form | undefined, name: keyof Form) => {
  const value = form?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The address of a screen with its query, empty values left out. */
const screen = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  return search.size > 0 ? `${path}?${search}` : path;
};

/** Whether the browser says the form came from one of the shop's own pages (a browser that says nothing, by Referer). */
function postedByOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const own = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin]);
  const { origin, referer } = request.headers;
  if (origin !== undefined) return own.has(origin);
  if (referer === undefined) return true;
  return URL.canParse(referer) && own.has(new URL(referer).origin);
}

/** The refusal's code from an API answer that is not a success; FAILED when it gives none. */
function refusalOf({ statusCode, body }: ApiAnswer): string | undefined {
  if (statusCode === 200) return undefined;
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === 'string' ? code : 'FAILED';
  } catch {
    return 'FAILED';
  }
}

export async function signInForms(
  app: FastifyInstance,
  { api, publicUrl }: { api: ApiClient; publicUrl: string },
) {
  await app.register(async (forms) => {
    await forms.register(formbody, { bodyLimit: FORM_BYTES });
    forms.addHook('preHandler', async (request, reply) => {
      if (!postedByOwnPage(request, publicUrl)) {
        return reply
          .code(403)
          .send(failure('Sign-in forms are taken only from the shop’s own pages', 'FORBIDDEN'));
      }
    });
    const ask = (request: FastifyRequest, path: string) =>
      api
        .call(path, { visitor: visitorRequest(request), visitorsOwn: true })
        .catch((): ApiAnswer => ({ statusCode: 502, body: '', setCookies: [] }));
    const segment = encodeURIComponent;

    forms.post<{ Body: Form }>(paths.login(), async (request, reply) => {
      const email = field(request.body, SIGN_IN_FORM.email);
      const from = field(request.body, SIGN_IN_FORM.from);
      const problem =
        email === '' ? 'VALIDATION' : refusalOf(await ask(request, `/api/v1/UserOTP/${segment(email)}`));
      if (problem) return reply.redirect(screen(paths.login(), { from, problem }), 303);
      return reply.redirect(screen(paths.otp(), { email, from }), 303);
    });

    forms.post<{ Body: Form }>(paths.otp(), async (request, reply) => {
      const email = field(request.body, SIGN_IN_FORM.email);
      const code = field(request.body, SIGN_IN_FORM.code);
      const from = field(request.body, SIGN_IN_FORM.from);
      if (email === '') return reply.redirect(screen(paths.login(), { from }), 303);
      const again = (problem: string) => reply.redirect(screen(paths.otp(), { email, from, problem }), 303);
      if (code === '') return again('VALIDATION');
      const answer = await ask(request, `/api/v1/VerifyLogin/${segment(email)}/${segment(code)}`);
      const problem = refusalOf(answer);
      if (problem) return again(problem);
      reply.header('set-cookie', answer.setCookies ?? []);
      return reply.redirect(safeReturnPath(from), 303);
    });
  });
}
