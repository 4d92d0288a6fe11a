import type { Readable } from 'node:stream';

/**
 * Where encrypted document files live. Keys are random ids the service makes (`isStorageKey`),
 * never anything a client sent; stores receive ciphertext only.
 */
export interface DocumentStore {
  /** Stores `body` (exactly `length` bytes) under `key`, replacing nothing: keys are new. */
  put(key: string, body: Readable, length: number): Promise<void>;
  /** The bytes under `key`; a DocumentMissingError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export class DocumentMissingError extends Error {
  override name = 'DocumentMissingError';
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A storage key is a lower-case UUID: nothing a path or an object name could be steered with. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new TypeError('A document storage key must be a UUID');
}
