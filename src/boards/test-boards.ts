// Test set-up the board tests share: each test starts on an empty database with nothing seeded yet, with Node's Blob
// (it survives the fake IndexedDB's structured clone, as a browser's does). Test code only: nothing in the app imports it.
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { resetSeedingForTests } from './store';

/** Registers the set-up around every test of the calling file. */
export function emptyBoardsEachTest(): void {
  beforeEach(async () => {
    vi.stubGlobal('Blob', NodeBlob);
    resetSeedingForTests();
    await emptyDatabaseForTest();
  });
  afterEach(async () => {
    await closeDatabaseAfterTest();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
