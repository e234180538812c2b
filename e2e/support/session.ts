import { type APIRequestContext, expect } from '@playwright/test';

let customers = 0;

/** A fresh address per call: the API allows one code per address every 30 s. */
export function newCustomerEmail(): string {
  customers += 1;
  return `shopper-${process.pid}-${Date.now()}-${customers}@example.com`;
}

/** The newest one-time code the shop sent to this address, read from the development mailbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const [message] = (await mailbox.json()).data as { text: string }[];
      code = message?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * Signs in through the API with the browser context's own request client, so the session cookies land in the
 * browser: for journeys about something else than signing in.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email = newCustomerEmail(),
): Promise<string> {
  // Each customer comes from an address of its own, as real customers do: the whole suite from one address would
  // exceed the per-client limit on codes. The e2e shops trust X-Forwarded-For from loopback, where this runs.
  const headers = {
    'x-forwarded-for': `10.${process.pid % 256}.${(customers >> 8) % 256}.${customers % 256}`,
  };
  const requested = await request.get(`/api/v1/UserOTP/${encodeURIComponent(email)}`, { headers });
  expect(requested.ok()).toBe(true);
  const code = await latestCode(request, email);
  const verified = await request.get(`/api/v1/VerifyLogin/${encodeURIComponent(email)}/${code}`, { headers });
  expect((await verified.json()).status).toBe('success');
  return email;
}
