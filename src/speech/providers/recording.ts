// The "recording" provider: a clip recorded for exactly this text — the user's own voice first. Clips come from
// a list of sources, so the backend's audio_files (spec §3, §7) can be added later without touching this file.
import type { Lang } from '@/i18n/language';
import { readMedia } from '@/boards/media';
import { findRecording, isRecordedNow } from '@/storage/recordings';
import { SpeechError, type Playback, type SpeechProvider, type Utterance } from '../types';

export type ClipAudio = Blob | ArrayBuffer;

/** Plays audio; `hint.key` names the clip so a player may reuse an already-loaded sound. */
export type Play = (audio: ClipAudio, signal: AbortSignal, hint: { key: string }) => Promise<Playback>;

export interface ClipSource {
  readonly name: string;
  /** The clip for this text, or null. May throw: the source is then skipped for this utterance. */
  find(text: string, lang: Lang): Promise<ClipAudio | null>;
  /** Whether it has a clip for this text, known now without waiting; null (or absent) when only find() can tell. */
  hasNow?(text: string, lang: Lang): boolean | null;
}

/** A card's own recording, stored with the board: said for that card whatever its text. */
export const cardRecordings = {
  name: 'card',
  find: (recordingId: string): Promise<ClipAudio | null> => readMedia(recordingId),
};

/** The user's own recordings in the local database. */
export const userRecordings: ClipSource = {
  name: 'user',
  find: async (text, lang) => (await findRecording(text, lang))?.audio ?? null,
  hasNow: isRecordedNow,
};

// A card may say "Socorro!" while the user recorded "socorro": the text without end punctuation is tried next.
function variants(text: string): string[] {
  const bare = text.trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
  return bare && bare !== text.trim() ? [text, bare] : [text];
}

const MEMO_MS = 2000;

export interface RecordingProviderDeps {
  play: Play;
  /** Tried in order; the first with a clip wins. */
  sources?: readonly ClipSource[];
  /** A card's own clip by its media id; tried before the sources. */
  findCardClip?: (recordingId: string) => Promise<ClipAudio | null>;
}

export function createRecordingProvider({ play, sources = [userRecordings], findCardClip = cardRecordings.find }: RecordingProviderDeps): SpeechProvider {
  // available() and the start() right after it would otherwise read the database twice for the same tap.
  // Kept only briefly, so a clip recorded a moment later is still found.
  let last: { key: string; at: number; clip: { audio: ClipAudio; key: string } | null } | null = null;

  async function lookUp(utterance: Utterance): Promise<{ audio: ClipAudio; key: string } | null> {
    const key = `${utterance.lang}|${utterance.text}|${utterance.recordingId ?? ''}`;
    if (last?.key === key && Date.now() - last.at < MEMO_MS) {
      const { clip } = last;
      last = null;
      return clip;
    }
    if (utterance.recordingId) {
      try {
        const audio = await findCardClip(utterance.recordingId);
        if (audio) return { audio, key: `card:${utterance.recordingId}` };
      } catch (error) {
        console.warn('A card recording could not be read', error);
      }
    }
    for (const text of variants(utterance.text)) {
      for (const source of sources) {
        try {
          const audio = await source.find(text, utterance.lang);
          if (audio) return { audio, key: `${source.name}:${utterance.lang}:${text}` };
        } catch (error) {
          console.warn(`Recording source ${source.name} failed`, error);
        }
      }
    }
    return null;
  }

  return {
    id: 'recording',
    availableNow(utterance) {
      if (!utterance.text.trim()) return false;
      // A card's own clip, or a text some source has (or may have): only the look-up can tell, and it waits.
      if (utterance.recordingId) return null;
      for (const text of variants(utterance.text)) {
        for (const source of sources) {
          if (source.hasNow?.(text, utterance.lang) !== false) return null;
        }
      }
      return false;
    },
    async available(utterance) {
      if (!utterance.text.trim()) return false;
      const clip = await lookUp(utterance);
      last = { key: `${utterance.lang}|${utterance.text}|${utterance.recordingId ?? ''}`, at: Date.now(), clip };
      return clip !== null;
    },
    async start(utterance, signal) {
      signal.throwIfAborted();
      const clip = await lookUp(utterance);
      signal.throwIfAborted();
      if (!clip) throw new SpeechError(`No recording of "${utterance.text}"`, 'recording');
      try {
        return await play(clip.audio, signal, { key: clip.key });
      } catch (error) {
        if (signal.aborted || error instanceof SpeechError) throw error;
        throw new SpeechError(`Recording playback failed: ${error instanceof Error ? error.message : String(error)}`, 'recording');
      }
    },
  };
}
