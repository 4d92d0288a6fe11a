import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema.ts';

export type Channel = 'email' | 'sms';

export interface OutboxEntry {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** Messages captured in the database instead of being sent (local mode). */
export class Outbox {
  constructor(private readonly db: Db) {}

  async add(channel: Channel, recipient: string, subject: string | null, body: string): Promise<void> {
    await this.db.insert(outboxMessages).values({ channel, recipient, subject, body });
  }

  async latest(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel as Channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
