import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The outbox message's idempotency key: a resend after a crash carries the same Message-ID. */
  idempotencyKey?: string;
}

/**
 * Where outgoing email goes: SMTP in production; locally, the outbox row itself is the captured
 * email (the dev outbox shows the table), so delivery has nothing more to do.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

// Well inside the outbox lease (two minutes), so a send that hangs fails before another process
// may take the message over.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // Mail systems drop a second copy with the same Message-ID.
        ...(message.idempotencyKey === undefined
          ? {}
          : {
              messageId: `<${createHash('sha256').update(message.idempotencyKey).digest('hex')}@${domain}>`,
            }),
      });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(): Mailer {
  return { kind: 'outbox', send: async () => undefined, close: async () => undefined };
}
