// The offline voice's Web Worker: loads the espeak-ng glue and wasm once (the wasm kept in Cache Storage for
// offline use), then synthesises one utterance at a time and transfers the WAV back. Timeouts live on the page.
import wasmUrl from 'espeak-ng/dist/espeak-ng.wasm?url';
import { VOICE_CACHE, type WorkerRequest, type WorkerResponse } from './protocol';
import { type ESpeakFactory, synthesize } from './synthesize';

interface Voice {
  factory: ESpeakFactory;
  module: WebAssembly.Module;
}

// The DOM lib types `self` as a Window; this is the dedicated worker scope's part that is used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

async function openCache(): Promise<Cache | null> {
  try {
    // Absent outside secure contexts; may throw in private modes. The voice then loads from the network.
    return typeof caches === 'undefined' ? null : await caches.open(VOICE_CACHE);
  } catch {
    return null;
  }
}

/** The wasm from Cache Storage when kept from an earlier visit, else from the network (and kept for next time). */
async function wasmResponse(): Promise<Response> {
  const url = new URL(wasmUrl, self.location.href).href;
  const cache = await openCache();
  const kept = await cache?.match(url).catch(() => undefined);
  if (kept) return kept;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download of the offline voice failed: HTTP ${response.status}`);
  if (cache) {
    // Not awaited: the voice works this visit even when there is no room to keep it.
    cache
      .put(url, response.clone())
      .then(async () => {
        // A new build has a new hashed file name: drop the copies of older builds.
        for (const request of await cache.keys()) if (request.url !== url) await cache.delete(request);
      })
      .catch((error: unknown) => console.warn('The offline voice could not be kept for offline use', error));
  }
  return response;
}

async function compile(response: Response): Promise<WebAssembly.Module> {
  // Streaming compilation needs the application/wasm type; a server or cache without it gets the buffered path.
  if (response.headers.get('content-type')?.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

let voice: Promise<Voice> | null = null;

function loadVoice(): Promise<Voice> {
  voice ??= Promise.all([
    import('espeak-ng').then((glue) => glue.default),
    wasmResponse().then(compile),
  ]).then(([factory, module]) => ({ factory, module }));
  return voice;
}

// One synthesis at a time: each request waits for the previous one, so memory holds one espeak instance.
let queue: Promise<void> = Promise.resolve();

async function answer(request: WorkerRequest): Promise<void> {
  if (request.type === 'load') {
    try {
      await loadVoice();
      scope.postMessage({ type: 'ready' });
    } catch (error) {
      scope.postMessage({ type: 'load-failed', message: describe(error) });
    }
    return;
  }
  try {
    const { factory, module } = await loadVoice();
    const wav = await synthesize(factory, module, request.utterance);
    scope.postMessage({ type: 'audio', id: request.id, wav }, [wav]);
  } catch (error) {
    scope.postMessage({ type: 'synthesis-failed', id: request.id, message: describe(error) });
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'load') void answer(request);
  else queue = queue.then(() => answer(request));
};
