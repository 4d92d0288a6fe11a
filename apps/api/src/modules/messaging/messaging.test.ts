import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';
import { createHttpSmsSender } from './sms-sender.ts';

describe('SMTP mail adapter', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP server', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}`,
      'Northgate <no-reply@northgate-lending.test>',
    );
    await mailer.send({
      to: 'dana@example.test',
      subject: 'Your password reset code',
      text: 'Your code is 123456.',
    });
    await mailer.close();
    expect(mailer.kind).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@northgate-lending.test');
    expect(received[0]?.to).toEqual(['dana@example.test']);
    expect(received[0]?.raw).toContain('Subject: Your password reset code');
    expect(received[0]?.raw).toContain('Your code is 123456.');
  });
});

describe('HTTP SMS adapter', () => {
  const requests: { authorization: string | undefined; body: unknown }[] = [];
  let server: Server;
  let url: string;
  let answerStatus = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message with the bearer token', async () => {
    const sms = createHttpSmsSender(url, 'provider-token');
    await sms.send({ to: '+15550100199', text: 'Your code is 654321' });
    expect(requests.at(-1)).toEqual({
      authorization: 'Bearer provider-token',
      body: { to: '+15550100199', text: 'Your code is 654321' },
    });
  });

  it('fails loudly when the provider refuses', async () => {
    answerStatus = 503;
    const sms = createHttpSmsSender(url, 'provider-token');
    await expect(sms.send({ to: '+15550100199', text: 'x' })).rejects.toThrow('SMS provider answered 503');
    answerStatus = 200;
  });
});
