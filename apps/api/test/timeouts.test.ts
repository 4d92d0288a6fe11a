import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { startTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

interface Outcome {
  /** Milliseconds from the last byte sent until the server closed the socket. */
  closedAfterMs: number;
  /** What the server wrote before closing (a 408 status line, or nothing). */
  answer: string;
}

/** Opens a raw socket, writes `chunks`, then goes silent and waits for the server to close it. */
function sendAndStall(port: number, text: string, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    let sentAt = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(text, () => (sentAt = Date.now()));
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - sentAt, answer });
    });
  });
}

const stalledBody =
  'POST /personal_account/v1/personal_account/contact_us HTTP/1.1\r\n' +
  'Host: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n' +
  '{"text":"';

// A short timeout set through the configuration, the others left long so each case shows its own
// (the database plays no part, so PGlite only).
describe.each(databaseVariants().slice(0, 1))('request timeouts ($name)', ({ open }) => {
  let database: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  async function listening(httpTimeouts: Record<string, number>): Promise<number> {
    const { app } = await startTestApp(database, {
      httpTimeouts: {
        headersMs: 10_000,
        requestMs: 10_000,
        connectionMs: 10_000,
        keepAliveMs: 10_000,
        ...httpTimeouts,
      },
    });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return (app.server.address() as AddressInfo).port;
  }

  it('a body that stalls after 9 bytes is answered 408 and closed once the request time is up', async () => {
    expect(stalledBody.split('\r\n\r\n')[1]).toHaveLength(9);
    const port = await listening({ headersMs: 400, requestMs: 800 });
    const outcome = await sendAndStall(port, stalledBody, 5_000);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(600);
    // Node checks pending requests every 200 ms here (a quarter of the shorter timeout).
    expect(outcome.closedAfterMs).toBeLessThan(800 + 1_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers that never finish are cut off after the header time', async () => {
    const port = await listening({ headersMs: 400, requestMs: 5_000 });
    const outcome = await sendAndStall(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 5_000);
    expect(outcome.closedAfterMs).toBeLessThan(400 + 1_000);
  });

  it('a silent connection is closed after the connection time, whatever the request time', async () => {
    const port = await listening({ connectionMs: 500 });
    const outcome = await sendAndStall(port, stalledBody, 5_000);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(outcome.closedAfterMs).toBeLessThan(500 + 1_000);
  });
});
