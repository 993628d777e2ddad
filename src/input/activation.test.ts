// The input method of a choice (issue 15's access figures): noted by the runtime just before it presses, read once by
// the card that was pressed; a press the runtime did not make is a touch.
import { describe, expect, it } from 'vitest';
import { methodOfSource, noteActivation, takeActivationMethod } from './activation';

describe('activation method', () => {
  it('is what the runtime noted just before, read once, and touch otherwise', () => {
    noteActivation('switch', 1000);
    expect(takeActivationMethod(1200)).toBe('switch');
    expect(takeActivationMethod(1201)).toBe('touch');
    noteActivation('blink', 1000);
    expect(takeActivationMethod(2500)).toBe('touch'); // too old: not this choice's
  });

  it('maps each runtime source to a method', () => {
    expect(['keyboard', 'switch', 'mouse', 'head', 'gaze', 'blink', 'touch', 'control'].map((s) => methodOfSource(s as never))).toEqual([
      'keys',
      'switch',
      'dwell',
      'head',
      'gaze',
      'blink',
      'touch',
      'touch',
    ]);
  });
});
