import type { MailMessage } from '../mail/mailer';

/** How the common control characters are shown; the others as `\x1b`. */
const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from the database, a file or the command line, made safe to print: every control character (C0, DEL, C1)
 * shown as an escape, so a stored value cannot move the cursor, clear the screen, retitle the operator's terminal
 * or forge a line of output. Everything `shop` prints that came from data goes through this.
 */
export const printable = (text: string): string =>
  text.replace(
    /\p{Cc}/gu,
    (character) => NAMED_ESCAPES[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/** Text laid out in lines by the program (commander's help and errors, an e-mail's body): each line printable. */
export const printableLines = (text: string): string => text.split('\n').map(printable).join('\n');

/** An e-mail as `shop` prints it where no SMTP server takes mail: to whom, the subject, then the text. */
export const printedMail = (message: MailMessage): string =>
  `${printable(`mail to ${message.to}: ${message.subject}`)}\n${printableLines(message.text)}\n`;
