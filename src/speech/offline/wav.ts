// Reading the WAV files espeak-ng writes (RIFF, 16-bit PCM): header fields, length and loudness.
// Used to reject empty or broken audio before it is played, and by tests to prove the audio is real speech.

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample in the file. */
  dataOffset: number;
  /** Bytes of sample data actually present (a header that claims more than the file holds is clamped). */
  dataBytes: number;
  /** Sample frames (one value per channel). */
  frames: number;
  durationSeconds: number;
}

export interface WavLoudness {
  /** Largest absolute sample, 0..1. */
  peak: number;
  /** Root mean square of all samples, 0..1. */
  rms: number;
  /** True when every sample has the same value (silence or a stuck signal). */
  flat: boolean;
}

const text = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

function viewOf(wav: ArrayBuffer | Uint8Array): DataView {
  return wav instanceof Uint8Array ? new DataView(wav.buffer, wav.byteOffset, wav.byteLength) : new DataView(wav);
}

/** Parses the header; throws a RangeError naming what is wrong when it is not a PCM WAV. */
export function parseWav(wav: ArrayBuffer | Uint8Array): WavInfo {
  const view = viewOf(wav);
  if (view.byteLength < 12 || text(view, 0) !== 'RIFF' || text(view, 8) !== 'WAVE') throw new RangeError('Not a RIFF/WAVE file');
  let format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | null = null;
  // Walk the chunks rather than assume a 44-byte header: writers may add LIST or fact chunks.
  for (let at = 12; at + 8 <= view.byteLength; ) {
    const id = text(view, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > view.byteLength) throw new RangeError('Truncated fmt chunk');
      if (view.getUint16(body, true) !== 1) throw new RangeError('Not PCM audio');
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format) throw new RangeError('data chunk before fmt chunk');
      if (format.bitsPerSample !== 16 || format.channels < 1 || format.sampleRate < 1) throw new RangeError('Only 16-bit PCM is supported');
      // A streaming writer leaves the size at 0 or 0xFFFFFFFF; trust the file length then.
      const dataBytes = Math.min(size === 0 ? Infinity : size, view.byteLength - body);
      const frames = Math.floor(dataBytes / (2 * format.channels));
      return { ...format, dataOffset: body, dataBytes, frames, durationSeconds: frames / format.sampleRate };
    }
    at = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new RangeError('No data chunk');
}

/** Peak and RMS of the samples, to tell speech from silence. */
export function wavLoudness(wav: ArrayBuffer | Uint8Array): WavLoudness {
  const info = parseWav(wav);
  const view = viewOf(wav);
  const count = info.dataBytes >> 1;
  let peak = 0;
  let squares = 0;
  let flat = true;
  const first = count > 0 ? view.getInt16(info.dataOffset, true) : 0;
  for (let i = 0; i < count; i++) {
    const sample = view.getInt16(info.dataOffset + 2 * i, true);
    if (sample !== first) flat = false;
    const magnitude = Math.abs(sample) / 32768;
    if (magnitude > peak) peak = magnitude;
    squares += magnitude * magnitude;
  }
  return { peak, rms: count > 0 ? Math.sqrt(squares / count) : 0, flat };
}

/** Builds a 16-bit mono PCM WAV (tests and fakes use it; the app only plays what espeak writes). */
export function encodeWav(samples: Int16Array, sampleRate = 22050): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const put = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + 2 * i, s, true));
  return buffer;
}
