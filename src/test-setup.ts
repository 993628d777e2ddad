// The unit tests run in one jsdom per worker (vmThreads, vite.config.ts): jsdom's window lacks some platform parts
// that Node has and the app uses (Web Crypto for the PIN and password hashes, streams for a share link's
// compression). Node's own, real implementations are put where the browser has them, only where missing.
import { webcrypto } from 'node:crypto';
import * as webStreams from 'node:stream/web';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { screenNamespaces } from '@/i18n/all-texts';
import { addTexts } from '@/i18n/i18n';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'CompressionStream', 'DecompressionStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: webStreams[name] });
}

// Components are tested on their own, without the screen module that registers their texts in the app.
for (const [ns, texts] of Object.entries(screenNamespaces)) addTexts(ns, texts);


// findBy… and waitFor give a busy machine (two test workers on two cores) time: 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });
