import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process: the API's nodemailer transport talks to it over TCP.
 * A message is stored before the server acknowledges it, so it is here once the API's call has returned.
 */
export async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    lastMailTo(address: string): ParsedMail | undefined {
      const recipients = (mail: ParsedMail) =>
        [mail.to ?? []].flat().flatMap((to) => to.value.map((value) => value.address?.toLowerCase()));
      return received.filter((mail) => recipients(mail).includes(address.toLowerCase())).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
