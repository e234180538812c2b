import { escapeHtml } from '../lib/html';
import type { MailMessage } from '../mail/mailer';

/** The sign-in code e-mail: plain text and HTML with the same words. */
export function otpMessage(options: {
  to: string;
  code: string;
  minutes: number;
  shopUrl: string;
}): MailMessage {
  const { to, code, minutes, shopUrl } = options;
  const subject = `${code} is your Shop sign-in code`;
  const text = [
    'Hello,',
    '',
    `Your code to sign in to Shop is: ${code}`,
    '',
    `It works once and expires in ${minutes} minutes.`,
    'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    '',
    `Shop - ${shopUrl}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#222;max-width:480px;margin:0 auto;padding:24px">
<p>Hello,</p>
<p>Your code to sign in to Shop is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${escapeHtml(code)}</p>
<p>It works once and expires in ${minutes} minutes.</p>
<p style="color:#666">If you did not ask for it, ignore this e-mail: nobody can sign in without the code.</p>
<p><a href="${escapeHtml(shopUrl)}">Shop</a></p>
</body></html>`;
  return { to, subject, text, html };
}
