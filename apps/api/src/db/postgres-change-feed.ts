import pg from 'pg';
import { ALL_CHANGE_CHANNELS, isChangeChannel, type ChangeListener } from './change-notifications.ts';

const LISTEN_SQL = ALL_CHANGE_CHANNELS.map((channel) => `LISTEN "${channel}"`).join('; ');
// A lost connection is tried again this often; the caches keep nothing meanwhile.
const RECONNECT_MS = 1000;
/** How the dedicated connection shows in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'northgate-change-feed';

/**
 * The change notifications of one PostgreSQL database (ADR 0030), heard two ways:
 * - one dedicated connection per process that does nothing but LISTEN, so changes made by other
 *   processes arrive while this one's pool is idle; when it drops, listeners are told `lost` and
 *   it reconnects;
 * - every pool connection LISTENs too (`attach`, the pool's onConnect), because PostgreSQL sends
 *   a session its own transaction's notifications before answering its COMMIT: this process's
 *   caches forget a change before the write that made it returns.
 */
export class PostgresChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private opening: Promise<void> | undefined;

  constructor(private readonly connectionString: string) {}

  /** For the pool's onConnect: the connection hears notifications too. */
  readonly attach = async (client: pg.ClientBase): Promise<void> => {
    client.on('notification', this.deliver);
    await client.query(LISTEN_SQL);
  };

  /** Resolves once the dedicated connection listens (the first subscriber opens it). */
  async subscribe(listener: ChangeListener): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    if (this.client === undefined) await this.openOnce();
    else listener.resumed();
    return async () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) await this.stop();
    };
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private readonly deliver = (message: pg.Notification): void => {
    if (!isChangeChannel(message.channel) || message.payload === undefined) return;
    for (const listener of this.listeners) listener.changed(message.channel, message.payload);
  };

  /** One connection at a time, however many subscribers and retries ask for it. */
  private openOnce(): Promise<void> {
    this.opening ??= this.open().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    // A broken connection emits 'error' and then 'end'; 'end' handles it.
    client.on('error', () => undefined);
    client.on('notification', this.deliver);
    try {
      await client.connect();
      await client.query(LISTEN_SQL);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Everyone unsubscribed while it connected.
    if (this.listeners.size === 0) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('end', () => this.dropped(client));
    this.client = client;
    for (const listener of this.listeners) listener.resumed();
  }

  private dropped(client: pg.Client): void {
    // Ended by stop(): nothing was lost.
    if (client !== this.client) return;
    this.client = undefined;
    for (const listener of this.listeners) listener.lost();
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      if (this.client === undefined && this.listeners.size > 0)
        this.openOnce().catch(() => this.reconnectLater());
    }, RECONNECT_MS);
    // The server's socket keeps the process alive, not this timer.
    this.retry.unref();
  }
}
