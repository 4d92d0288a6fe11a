import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on a loopback port that can be stopped and started again on the same port,
 * like the lender's mail server going down for a while.
 */
export class SmtpStandIn {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    if (this.port === 0) throw new Error('SmtpStandIn: start it first');
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          // Long header lines are folded onto the next line; unfolded before they are read.
          const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(headers)?.[1]?.trim(),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server !== undefined) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails whose subject is `subject`. */
  withSubject(subject: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.subject === subject);
  }
}
