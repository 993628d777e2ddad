// The backend's recorded clips (spec 000 §3, §7): a row of audio_files for the text, a signed URL of the file in
// the `audios` bucket (300 s; the public URL when signing fails), then the file. Every failure is "no clip".
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '@/i18n/language';
import { MANIFESTS } from '@/languages';
import type { ClipSource } from '@/speech/providers/recording';
import { STEP_TIMEOUT_MS, fetchWithin, isOffline, within } from './network';
import { backendClient } from './client';

export const AUDIO_BUCKET = 'audios';
/** Spec 000 §9. */
const SIGNED_URL_SECONDS = 300;

/**
 * The audio_files categories searched per language (each manifest's speech.clipCategories). English words are stored under 'english' (§3, §7). The spec
 * names no Portuguese word category; its Portuguese audio items are the needs, feelings and phrases lists, so a
 * Portuguese text is looked up in those three at once — the same text says the same thing in any of them.
 */
const CLIP_CATEGORIES: Readonly<Partial<Record<Lang, readonly string[]>>> = Object.fromEntries(
  MANIFESTS.flatMap((manifest) => (manifest.speech.clipCategories ? [[manifest.code, manifest.speech.clipCategories]] : [])),
);

/** Spec 000 §9 "local URL cache cleared after 5 minutes": found clips and clean misses are remembered that long. */
export const CLIP_CACHE_MS = 5 * 60_000;
const CLIP_CACHE_SIZE = 60;
/** After a failure (timeout, network, server error) the backend is not asked again for a minute: no tap waits twice. */
export const BACKEND_PAUSE_MS = 60_000;

export interface BackendClipOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// A file_path may be a full address (then it is fetched as it is) or a path inside the bucket.
const isAddress = (path: string) => /^https?:\/\//i.test(path);

export function createBackendClipSource(client: SupabaseClient, options: BackendClipOptions = {}): ClipSource {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const ms = options.timeoutMs ?? STEP_TIMEOUT_MS;
  const cache = new Map<string, { at: number; clip: Promise<Blob | null> }>();
  let pausedUntil = 0;

  async function filePath(text: string, lang: Lang): Promise<string | null> {
    // A language with no recorded categories has no clips: another language's recording never answers its words.
    const categories = CLIP_CATEGORIES[lang];
    if (!categories) return null;
    const { data, error } = await within('Recorded clip lookup', ms, undefined, async (signal) =>
      client.from('audio_files').select('file_path').eq('text_label', text).in('category', [...categories]).limit(1).abortSignal(signal),
    );
    if (error) throw new Error(`Recorded clip lookup failed: ${error.message}`);
    const path: unknown = data?.[0]?.file_path;
    return typeof path === 'string' && path.trim() ? path.trim() : null;
  }

  async function fileUrl(path: string): Promise<string> {
    if (isAddress(path)) return path;
    const bucket = client.storage.from(AUDIO_BUCKET);
    try {
      const { data, error } = await within('Signed audio URL', ms, undefined, () => bucket.createSignedUrl(path, SIGNED_URL_SECONDS));
      if (data?.signedUrl && !error) return data.signedUrl;
    } catch {
      // Signing timed out or the network failed: the public address may still work.
    }
    return bucket.getPublicUrl(path).data.publicUrl;
  }

  async function load(text: string, lang: Lang): Promise<Blob | null> {
    const path = await filePath(text, lang);
    if (!path) return null;
    const file = await fetchWithin(fetcher, 'Recorded clip download', await fileUrl(path), { ms });
    // A row whose file is gone is a miss, not a broken backend.
    if (file.status === 404 || file.status === 400) return null;
    if (!file.ok || !file.body) throw new Error(`Recorded clip download failed with status ${file.status}`);
    if (file.body.size === 0) return null;
    // The player picks the decoder from the type; the bucket holds mp3 files (spec §5 file names end .mp3).
    return file.body.type.startsWith('audio/') ? file.body : new Blob([file.body], { type: 'audio/mpeg' });
  }

  function remember(key: string, clip: Promise<Blob | null>): void {
    cache.delete(key);
    cache.set(key, { at: Date.now(), clip });
    for (const old of cache.keys()) if (cache.size > CLIP_CACHE_SIZE) cache.delete(old);
  }

  return {
    name: 'backend',
    async find(text, lang) {
      const label = text.trim();
      if (!label || isOffline() || Date.now() < pausedUntil) return null;
      const key = `${lang}|${label}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CLIP_CACHE_MS) return hit.clip;
      // The promise is kept, so available() and start() of one tap, or two quick taps, share one lookup.
      const clip = load(label, lang).catch((error: unknown) => {
        cache.delete(key);
        pausedUntil = Date.now() + BACKEND_PAUSE_MS;
        console.warn('Backend recordings are paused for a minute:', error instanceof Error ? error.message : error);
        return null;
      });
      remember(key, clip);
      return clip;
    },
  };
}

/** The source on the app's shared client; null when no backend is configured or its code could not load. */
export async function backendClipSource(): Promise<ClipSource | null> {
  const client = await backendClient();
  return client ? createBackendClipSource(client) : null;
}
