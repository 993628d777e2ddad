// Recording a card's own voice from the microphone: up to 60 s (not the 10 s other apps stop at), with the sound
// level and the time left reported as it goes, for the meter and the countdown. One recording at a time.
export const MAX_RECORDING_MS = 60_000;
const TICK_MS = 100;

export type RecorderProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export class RecorderError extends Error {
  constructor(readonly problem: RecorderProblem, cause?: unknown) {
    super(`Recording failed (${problem})`, { cause });
    this.name = 'RecorderError';
  }
}

export interface RecorderEvents {
  /** 0–1, about ten times a second. */
  onLevel: (level: number) => void;
  /** Milliseconds left before the recording stops by itself. */
  onTick: (remainingMs: number) => void;
  /** The recording, when it stopped (by stop() or at the limit). */
  onDone: (audio: Blob) => void;
  onError: (error: RecorderError) => void;
}

export interface ActiveRecording {
  stop: () => void;
  /** Stops without keeping what was recorded. */
  cancel: () => void;
}

export function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

function preferredType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find((type) => MediaRecorder.isTypeSupported?.(type));
}

export async function startRecording(events: RecorderEvents, maxMs = MAX_RECORDING_MS): Promise<ActiveRecording> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new RecorderError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new RecorderError(problemOf(error), error);
  }
  const type = preferredType();
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw new RecorderError('unsupported', error);
  }

  const audioContext = new AudioContext();
  const analyser = audioContext.createAnalyser();
  analyser.fftSize = 512;
  audioContext.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const chunks: Blob[] = [];
  const started = performance.now();
  let keep = true;

  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    // RMS of speech sits around 0.02–0.2: scaled so a normal voice fills most of the meter.
    events.onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    const remaining = Math.max(0, maxMs - (performance.now() - started));
    events.onTick(remaining);
    if (remaining === 0) finish();
  }, TICK_MS);

  function release(): void {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    void audioContext.close().catch(() => {});
  }

  function finish(): void {
    if (recorder.state !== 'inactive') recorder.stop();
  }

  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    release();
    if (!keep) return;
    const audio = new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' });
    if (audio.size === 0) events.onError(new RecorderError('failed'));
    else events.onDone(audio);
  };
  recorder.onerror = (event) => {
    release();
    events.onError(new RecorderError('failed', event));
  };
  recorder.start(250);
  events.onTick(maxMs);

  return {
    stop: finish,
    cancel: () => {
      keep = false;
      finish();
    },
  };
}

/** An audio file chosen instead of a recording: an audio type and at most this size. */
export const MAX_AUDIO_FILE_BYTES = 20 * 1024 * 1024;

export function audioFileProblem(file: Blob): 'too-big' | 'not-audio' | null {
  if (file.size > MAX_AUDIO_FILE_BYTES) return 'too-big';
  if (!file.type.startsWith('audio/')) return 'not-audio';
  return null;
}
