// @vitest-environment node
// The WAV helper: header parsing, lengths and loudness on hand-built files, and the broken files it must refuse.
import { describe, expect, it } from 'vitest';
import { encodeWav, parseWav, wavLoudness } from './wav';

const tone = (frames: number, amplitude: number) =>
  Int16Array.from({ length: frames }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / 22050)));

describe('parseWav', () => {
  it('reads the format, frame count and duration', () => {
    const info = parseWav(encodeWav(tone(11025, 1000)));
    expect(info).toEqual({ sampleRate: 22050, channels: 1, bitsPerSample: 16, dataOffset: 44, dataBytes: 22050, frames: 11025, durationSeconds: 0.5 });
  });

  it('accepts a Uint8Array view that does not start at the buffer start', () => {
    const wav = new Uint8Array(encodeWav(tone(100, 10)));
    const padded = new Uint8Array(wav.length + 8);
    padded.set(wav, 8);
    expect(parseWav(padded.subarray(8)).frames).toBe(100);
  });

  it('skips unknown chunks and clamps a data size larger than the file', () => {
    const plain = new Uint8Array(encodeWav(tone(50, 10)));
    const withList = new Uint8Array(plain.length + 12);
    withList.set(plain.subarray(0, 36));
    withList.set([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0], 36); // "LIST", odd size 3, one pad byte
    withList.set(plain.subarray(36), 48);
    new DataView(withList.buffer).setUint32(52, 0xffffffff, true); // a streaming writer's unknown length
    expect(parseWav(withList)).toMatchObject({ dataOffset: 56, dataBytes: 100, frames: 50 });
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => parseWav(new ArrayBuffer(4))).toThrow('Not a RIFF/WAVE file');
    expect(() => parseWav(new TextEncoder().encode('RIFF\0\0\0\0WAVEdata\0\0\0\0'))).toThrow('data chunk before fmt');
    expect(() => parseWav(new Uint8Array(encodeWav(tone(1, 0))).subarray(0, 36))).toThrow('No data chunk');
    const float = new Uint8Array(encodeWav(tone(10, 10)));
    float[20] = 3; // IEEE float format code
    expect(() => parseWav(float)).toThrow('Not PCM');
    const eightBit = new Uint8Array(encodeWav(tone(10, 10)));
    eightBit[34] = 8;
    expect(() => parseWav(eightBit)).toThrow('Only 16-bit');
  });
});

describe('wavLoudness', () => {
  it('measures peak and RMS of a tone', () => {
    const { peak, rms, flat } = wavLoudness(encodeWav(tone(22050, 16384)));
    expect(peak).toBeCloseTo(0.5, 2);
    expect(rms).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(flat).toBe(false);
  });

  it('calls silence, a constant signal and no samples flat', () => {
    expect(wavLoudness(encodeWav(new Int16Array(1000)))).toEqual({ peak: 0, rms: 0, flat: true });
    expect(wavLoudness(encodeWav(new Int16Array(1000).fill(-32768)))).toEqual({ peak: 1, rms: 1, flat: true });
    expect(wavLoudness(encodeWav(new Int16Array(0)))).toEqual({ peak: 0, rms: 0, flat: true });
  });
});
