import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What the shop writes to customers about their orders with: the mailer, and the shop's address for links. */
export interface CustomerMail {
  mailer: Mailer;
  shopUrl: string;
}

/** Real delivery through an SMTP server. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export interface StoredMail extends MailMessage {
  sentAt: string;
}

/** The development mailbox: the newest messages, kept in memory for the mailbox page. */
export class DevMailbox {
  private readonly messages: StoredMail[] = [];

  constructor(private readonly capacity = 50) {}

  add(message: MailMessage): void {
    this.messages.unshift({ ...message, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  list(to?: string): StoredMail[] {
    const address = to?.toLowerCase();
    return address
      ? this.messages.filter((message) => message.to.toLowerCase() === address)
      : [...this.messages];
  }
}

/** Without SMTP (development only): each message goes to the log and the development mailbox. */
export function createLogMailer(log: FastifyBaseLogger, mailbox: DevMailbox): Mailer {
  return {
    send: async (message) => {
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'mail not sent: no SMTP_URL',
      );
      mailbox.add(message);
    },
    close: () => {},
  };
}
