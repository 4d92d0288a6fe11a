import type { StepValues } from '../core/index.ts';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One step save that has not reached the server yet. */
export interface PendingSave {
  readonly values: StepValues;
  readonly complete: boolean;
  /** ISO time the borrower typed it; compared with the server draft's `updatedAt` on load. */
  readonly savedAt: string;
  /** The server draft's `updatedAt` this was typed on: unchanged on load means nothing newer exists. */
  readonly base: string | null;
  /** Increases with every change, so a save that finishes late never drops newer typing. */
  readonly seq: number;
}

export type PendingSaves = Readonly<Record<string, PendingSave>>;

/**
 * Unsaved step values on this device, one entry per flow and owner, so a failed save, a
 * reload or a closed tab never loses input. Storage failures (quota, private mode) are
 * swallowed: the values are still in memory and the save keeps retrying.
 */
export class LocalDrafts {
  constructor(
    private readonly storage: StorageLike | null,
    private readonly key: string,
  ) {}

  /** `<prefix>.<flowId>.<owner>`: the prefix names the app, so two apps on one origin never mix drafts. */
  static keyFor(prefix: string, flowId: string, owner: string): string {
    return `${prefix}.${flowId}.${owner}`;
  }

  read(): PendingSaves {
    try {
      const raw = this.storage?.getItem(this.key);
      if (!raw) return {};
      const parsed: unknown = JSON.parse(raw);
      return isPendingSaves(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }

  write(pending: PendingSaves): void {
    try {
      if (Object.keys(pending).length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(pending));
    } catch {
      // Keeping the values in memory is all that is left; the retry loop still runs.
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPendingSaves(value: unknown): value is PendingSaves {
  return (
    isPlainObject(value) &&
    Object.values(value).every(
      (entry) =>
        isPlainObject(entry) &&
        isPlainObject(entry['values']) &&
        typeof entry['complete'] === 'boolean' &&
        typeof entry['savedAt'] === 'string' &&
        typeof entry['seq'] === 'number' &&
        (entry['base'] === null || typeof entry['base'] === 'string'),
    )
  );
}
