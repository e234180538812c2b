import proxyAddr from '@fastify/proxy-addr';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import { escapeHtml } from '../lib/html';
import type { DevMailbox } from '../mail/mailer';

/** 127.0.0.0/8 and ::1, IPv4-mapped forms included. */
const isLoopback = proxyAddr.compile('loopback');
/** A Host header: a name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const HOST = /^(?:[\w.-]+|\[[\d.:a-f]+\])(?::\d+)?$/i;

/**
 * The name the client addressed, from the Host header (a proxy passes it on); never X-Forwarded-Host, which a
 * rebinding page's script could set. Undefined when malformed.
 */
function addressedName(host: string | undefined): string | undefined {
  if (!host || !HOST.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/** localhost and its subdomains, 127.0.0.0/8 and [::1]. */
const isLoopbackName = (name: string) =>
  name === 'localhost' || name.endsWith('.localhost') || isLoopback(name.replace(/^\[(.*)\]$/, '$1'), 0);

/**
 * The development mailbox: what would have been e-mailed, when no SMTP server is configured.
 * Registered only outside production. It shows every customer's sign-in codes, so unless opened on purpose it
 * answers only the machine it runs on (the client address as the proxy setting sees it) and is a 404 to others.
 * Either way it answers only requests addressed to a loopback name or PUBLIC_URL's host: a page on a name made to
 * resolve to this machine (DNS rebinding) may read what its own origin answers, but its requests carry that name.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<{
  mailbox: DevMailbox;
  access: NonNullable<Config['devMailbox']>;
}> = async (app, { mailbox, access }) => {
  const publicName = new URL(app.config.publicUrl).hostname;
  app.addHook('onRequest', async (request, reply) => {
    const name = addressedName(request.headers.host);
    const addressed = name !== undefined && (name === publicName || isLoopbackName(name));
    if (!addressed || (access === 'loopback' && !isLoopback(request.ip, 0))) return reply.callNotFound();
  });

  const schema = {
    hide: true,
    querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
  };

  app.get('/mailbox.json', { schema }, async (request) => ({
    status: 'success' as const,
    data: mailbox.list(request.query.to),
  }));

  app.get('/mailbox', { schema }, async (request, reply) => {
    const messages = mailbox.list(request.query.to);
    const items = messages
      .map(
        (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} at <time>${escapeHtml(message.sentAt)}</time></p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Development mailbox</h1>
<p>Messages the shop would have e-mailed (newest first). Set SMTP_URL to send real mail.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`);
  });
};
