// The cloud voice through the backend (spec 000 §7): a HEAD check of the synthesised file in the public
// `tts-cache` bucket (5 s), the file itself on a hit, else the text-to-speech function. Failures are worded
// for the spec's retry rule (§8: a message naming 400, timeout, network or connection is retried).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Synthesize, TtsRequest, TtsResponse } from '@/speech/providers/cloud';
import { ttsCacheFileName } from '@/speech/file-names';
import { STEP_TIMEOUT_MS, fetchWithin, isOffline, within } from './network';
import { backendClient } from './client';
import { bytesToBase64 } from '@/lib/base64';

/**
 * The function's name. The spec calls it only "the text-to-speech function (POST invoke)"; its deployed name is
 * this one, and supabase/ documents its contract under the same name.
 */
export const TTS_FUNCTION = 'text-to-speech';
export const TTS_CACHE_BUCKET = 'tts-cache';
/** Synthesis takes longer than a file read (a cold function, then the voice service): 8 s before "timed out". */
export const FUNCTION_TIMEOUT_MS = 8000;

export interface BackendTtsOptions {
  fetch?: typeof fetch;
  cacheTimeoutMs?: number;
  functionTimeoutMs?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What functions-js returns as `error`, read by name so this module needs no runtime import of the library. */
async function describeFunctionError(error: unknown): Promise<string> {
  const name = error instanceof Error ? error.name : '';
  const context = (error as { context?: unknown } | null)?.context;
  if (name === 'FunctionsFetchError') return `TTS function network error: ${messageOf(context ?? error)}`;
  if ((name === 'FunctionsHttpError' || name === 'FunctionsRelayError') && context instanceof Response) {
    let detail = '';
    try {
      const text = (await context.text()).trim();
      const parsed = text.startsWith('{') ? (JSON.parse(text) as { error?: unknown; message?: unknown }) : null;
      const found = parsed ? (parsed.error ?? parsed.message) : text;
      detail = typeof found === 'string' ? found.slice(0, 200) : '';
    } catch {
      // The body is only a detail; the status says enough.
    }
    const kind = name === 'FunctionsRelayError' ? 'relay error' : 'returned';
    return `TTS function ${kind} ${context.status}${detail ? `: ${detail}` : ''}`;
  }
  return messageOf(error);
}

export function createBackendSynthesize(client: SupabaseClient, options: BackendTtsOptions = {}): Synthesize {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const cacheMs = options.cacheTimeoutMs ?? STEP_TIMEOUT_MS;
  const functionMs = options.functionTimeoutMs ?? FUNCTION_TIMEOUT_MS;

  /** The cached mp3 as base64, or null: a miss, a slow check or a failed read all just mean "ask the function". */
  async function fromCache(request: TtsRequest, signal: AbortSignal): Promise<string | null> {
    // The cache's files are named by the language's code ('pt-BR' → 'pt', 'es-US' → 'es').
    const lang = request.language.toLowerCase().split('-')[0] ?? '';
    const url = client.storage.from(TTS_CACHE_BUCKET).getPublicUrl(ttsCacheFileName(request.text, lang)).data.publicUrl;
    try {
      const head = await fetchWithin(fetcher, 'TTS cache check', url, { method: 'HEAD', ms: cacheMs, signal });
      if (!head.ok) return null;
      const file = await fetchWithin(fetcher, 'TTS cache read', url, { ms: cacheMs, signal });
      if (!file.ok || !file.body || file.body.size === 0) return null;
      return bytesToBase64(new Uint8Array(await file.body.arrayBuffer()));
    } catch {
      if (signal.aborted) throw signal.reason;
      return null;
    }
  }

  async function invoke(request: TtsRequest, signal: AbortSignal): Promise<TtsResponse> {
    const { data, error } = await within('TTS function', functionMs, signal, (stepSignal) =>
      client.functions.invoke<unknown>(TTS_FUNCTION, { body: { ...request }, signal: stepSignal }),
    );
    if (error) {
      if (signal.aborted) throw signal.reason;
      throw new Error(await describeFunctionError(error));
    }
    const body = data as { audioContent?: unknown; cached?: unknown } | null;
    if (typeof body?.audioContent !== 'string' || !body.audioContent) throw new Error('No audio content received');
    return { audioContent: body.audioContent, cached: body.cached === true };
  }

  return async (request, signal) => {
    // Not a "network" message: the spec's rule would retry it for seconds while the tap waits for the next voice.
    if (isOffline()) throw new Error('Offline: the cloud voice is not asked');
    const cached = await fromCache(request, signal);
    return cached ? { audioContent: cached, cached: true } : invoke(request, signal);
  };
}

/** The synthesiser on the app's shared client; null when no backend is configured or its code could not load. */
export async function backendSynthesize(): Promise<Synthesize | null> {
  const client = await backendClient();
  return client ? createBackendSynthesize(client) : null;
}
