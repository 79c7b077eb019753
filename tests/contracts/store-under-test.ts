import { afterEach, beforeEach } from 'vitest';
import type { RegistrationStore } from '../../core/ports/registration-store';

/** A fresh, empty store and how to dispose of it. */
export interface StoreUnderTest {
  readonly store: RegistrationStore;
  readonly cleanup: () => Promise<void>;
}

/** Opens a fresh, empty store of one adapter (memory, SQLite, PostgreSQL). */
export type MakeStore = () => Promise<StoreUnderTest>;

/**
 * A fresh store for every test of the enclosing `describe` block, disposed of after it. Each
 * concept port's suite checks the whole store, because one adapter implements every port.
 */
export function freshStore(make: MakeStore): () => RegistrationStore {
  let subject: StoreUnderTest;
  beforeEach(async () => {
    subject = await make();
  });
  afterEach(async () => {
    await subject.cleanup();
  });
  return () => subject.store;
}
