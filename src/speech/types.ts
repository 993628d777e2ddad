// The contracts of the speech module: what an utterance is, what a provider must do, and what the module
// reports to the screen (captions and "no sound" messages). Providers and UI depend on these, not on each other.
import type { Lang } from '@/i18n/language';

export type Intonation = 'statement' | 'question' | 'exclamation';

/** What is being said: a single word (a card) or a sentence; picks the spec's speed when none is given. */
export type UtteranceKind = 'word' | 'sentence' | 'constructorWord';

export interface Utterance {
  text: string;
  lang: Lang;
  /** 1 = the voice's normal speed. */
  rate: number;
  intonation: Intonation;
  /** A card's own recording (a stored media id): said whole, before any voice. */
  recordingId?: string;
}

export type ProviderId = 'recording' | 'cloud' | 'webSpeech' | 'offline';

/** A sound that has started. */
export interface Playback {
  /** Resolves when the sound ends or is stopped; rejects if playback fails midway. */
  readonly ended: Promise<void>;
  stop(): void;
}

export interface SpeechProvider {
  readonly id: ProviderId;
  /** Cheap check before trying: a recording exists, a voice for the language exists, the backend is configured… */
  available(utterance: Utterance): Promise<boolean>;
  /**
   * Optional: the same answer known now, without waiting (a voice list already read), or null when only
   * available() can tell. A tap whose providers all answer now reaches the voice within its own event.
   */
  availableNow?(utterance: Utterance): boolean | null;
  /**
   * Makes the sound start. Resolves once sound has started; rejects with a SpeechError when it cannot.
   * Must stop and reject promptly when `signal` aborts (a newer utterance, stopAll, or the engine's timeout).
   */
  start(utterance: Utterance, signal: AbortSignal): Promise<Playback>;
  /** Optional: get ready for texts likely to be spoken soon (cards on screen), so the tap sounds at once. */
  prepare?(utterances: readonly Utterance[]): void;
  /** Optional: start what speaking needs (the offline voice's engine) without saying or synthesising anything. */
  warm?(): Promise<void>;
}

export type SpeechFailure =
  /** The browser blocks sound until the user touches the page (autoplay policy). */
  | 'autoplay-blocked'
  /** Sound is allowed, yet none can be played: no speaker or headphones the browser can use, the output off. */
  | 'no-audio-output'
  /** The offline voice could not be loaded (download failed, no space, wasm refused). */
  | 'offline-voice-failed'
  /** Every provider failed or none is available. */
  | 'no-provider';

export class SpeechError extends Error {
  override name = 'SpeechError';
  constructor(
    message: string,
    readonly provider: ProviderId | null,
    /** The spec's retry rule: the message mentions 400, timeout, network or connection. */
    readonly retryable = false,
    readonly failure: SpeechFailure | null = null,
  ) {
    super(message);
  }
}

/** What the module tells the screen, in order, for every utterance. */
export type SpeechEvent =
  /** An utterance was asked for; sound has not started yet (the offline voice may still be loading). */
  | { type: 'waiting'; id: number; text: string; lang: Lang }
  | { type: 'started'; id: number; text: string; lang: Lang; provider: ProviderId }
  | { type: 'ended'; id: number }
  | { type: 'stopped'; id: number }
  | { type: 'failed'; id: number; text: string; lang: Lang; failure: SpeechFailure };
