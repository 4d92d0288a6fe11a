import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing email goes: SMTP in production, the dev outbox locally. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return {
    kind: 'outbox',
    send: (message) => outbox.add('email', message.to, message.subject, message.text),
    close: async () => undefined,
  };
}
