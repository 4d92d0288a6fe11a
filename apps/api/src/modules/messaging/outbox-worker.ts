import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, getTableColumns, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MessageKind, MessagingConfig } from '../../config/messaging-config.ts';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';
import { describeFailure, retryDelayMs } from './delivery.ts';
import type { Mailer } from './mailer.ts';
import type { MessageState } from './outbox.ts';
import type { SmsSender } from './sms-sender.ts';

export interface Transports {
  email: Mailer;
  sms: SmsSender;
}

/** What the worker reports; pino's logger fits. Never given addresses or bodies. */
export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A claimed message; `overdue`: its window ended before this try. */
type Row = typeof outboxMessages.$inferSelect & { overdue: boolean };

const messages = outboxMessages;
const BATCH_SIZE = 10;

/**
 * Delivers the outbox. A pass claims due messages with `FOR UPDATE SKIP LOCKED` in one statement
 * (so any number of processes share the table, each message going to one of them), marks them
 * `sending` with a lease, sends each outside any transaction (PGlite has one connection: a
 * request's transaction is never kept waiting on a send), then records `sent`, or `pending` again
 * with a backoff, or `failed` (given up) when the next try would fall after the message's window
 * (`giveUpAt`: its kind's retry window, or its code's expiry). A lease that runs out (the process died
 * mid-send) makes the message due again; the recorded outcome only counts while the lease is ours.
 */
export class OutboxWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private passAgain = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    private readonly config: MessagingConfig,
    private readonly log: WorkerLog,
  ) {}

  /** Background mode: polls every `pollIntervalMs`; manual mode: does nothing. */
  start(): void {
    if (this.config.worker !== 'background' || this.timer !== undefined) return;
    this.timer = setInterval(() => this.wake(), this.config.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** After a commit that queued messages: a pass now rather than at the next poll (background mode). */
  wake(): void {
    if (this.config.worker !== 'background' || this.stopped) return;
    if (this.pass !== undefined) {
      this.passAgain = true;
      return;
    }
    this.pass = this.track(this.drain())
      .catch((error: unknown) => {
        this.log.error({ err: describeFailure(error), worker: this.id }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        this.pass = undefined;
        if (this.passAgain) {
          this.passAgain = false;
          this.wake();
        }
      });
  }

  /** Delivers every message due now, batch by batch; answers how many were tried. */
  async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await this.claim(BATCH_SIZE);
      if (batch.length === 0) return tried;
      await Promise.all(batch.map((row) => this.deliver(row)));
      tried += batch.length;
    }
  }

  /**
   * Tries one message at once (a verification code, right after its commit) and waits at most
   * `waitMs` for the outcome. The send goes on after that; its state then is what answers.
   */
  async deliverNow(id: string, waitMs: number): Promise<MessageState | undefined> {
    const attempt = this.track(
      this.claim(1, eq(messages.id, id)).then((rows) => Promise.all(rows.map((row) => this.deliver(row)))),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([attempt, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    const [row] = await this.db.select({ state: messages.state }).from(messages).where(eq(messages.id, id));
    return row?.state as MessageState | undefined;
  }

  /** Stops polling and waits for the sends under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  private async claim(limit: number, only?: SQL): Promise<Row[]> {
    const due = this.db.$with('due').as(
      this.db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            only,
            or(
              and(eq(messages.state, 'pending'), sql`${messages.nextAttemptAt} <= now()`),
              and(eq(messages.state, 'sending'), lt(messages.claimedUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(asc(messages.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
    return this.db
      .with(due)
      .update(messages)
      .set({
        state: 'sending',
        attempts: sql`${messages.attempts} + 1`,
        claimedBy: this.id,
        claimedUntil: sql`now() + make_interval(secs => ${this.config.leaseMs / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(sql`${messages.id} in (select id from ${due})`)
      .returning({ ...getTableColumns(messages), overdue: sql<boolean>`${messages.giveUpAt} <= now()` });
  }

  private async deliver(row: Row): Promise<void> {
    const kind = row.kind as MessageKind;
    const policy = this.config.retry[kind];
    const context = { messageId: row.id, kind, attempts: row.attempts, worker: this.id };
    if (row.overdue) {
      // Claimed after its window ended (the last try's process stopped mid-send, or no process ran).
      await this.settle(row, { state: 'failed', lastError: 'not sent within its window' });
      this.log.error(context, 'message given up');
      return;
    }
    try {
      await this.send(row);
    } catch (error) {
      const lastError = describeFailure(error);
      const delayMs = retryDelayMs(policy, row.attempts);
      const nextTry = sql`now() + make_interval(secs => ${delayMs / 1000})`;
      // A try that would come after the window is not made: the message is given up now.
      const state = await this.settle(row, {
        state: sql`case when ${nextTry} >= ${messages.giveUpAt} then 'failed' else 'pending' end`,
        lastError,
        nextAttemptAt: nextTry,
      });
      if (state === 'failed') this.log.error({ ...context, lastError }, 'message given up');
      else this.log.warn({ ...context, lastError, retryInMs: delayMs }, 'message not delivered; will retry');
      return;
    }
    await this.settle(row, { state: 'sent', lastError: null, sentAt: sql`now()` });
  }

  private async send(row: Row): Promise<void> {
    const { recipient: to, body: text, idempotencyKey } = row;
    if (row.channel === 'sms') await this.transports.sms.send({ to, text, idempotencyKey });
    else await this.transports.email.send({ to, subject: row.subject ?? '', text, idempotencyKey });
  }

  /** Records an outcome, only while the claim is still ours (an expired lease may be someone else's now). */
  private async settle(
    row: Row,
    outcome: PgUpdateSetSource<typeof messages>,
  ): Promise<MessageState | undefined> {
    const [settled] = await this.db
      .update(messages)
      .set({ ...outcome, claimedBy: null, claimedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(messages.id, row.id), eq(messages.claimedBy, this.id), eq(messages.state, 'sending')))
      .returning({ state: messages.state });
    if (settled === undefined) {
      this.log.warn({ messageId: row.id, worker: this.id }, 'lease lost before the outcome was recorded');
    }
    return settled?.state as MessageState | undefined;
  }
}
