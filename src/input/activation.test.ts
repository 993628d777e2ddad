// @vitest-environment node
// The input method of a choice (issue 15's access figures): noted by the runtime just before it presses, read once by
// the card that was pressed; a press the runtime did not make is a touch.
import { describe, expect, it } from 'vitest';
import { methodOfSource, noteActivation, takeActivation, takeActivationMethod } from './activation';

describe('activation method', () => {
  it('is what the runtime noted just before, read once, and touch otherwise', () => {
    noteActivation('switch', {}, 1000);
    expect(takeActivationMethod(1200)).toBe('switch');
    expect(takeActivationMethod(1201)).toBe('touch');
    noteActivation('blink', {}, 1000);
    expect(takeActivationMethod(2500)).toBe('touch'); // too old: not this choice's
  });

  it('carries the effort the runtime measured with the method, once', () => {
    noteActivation('switch', { scanSteps: 7, scanMs: 5600 }, 1000);
    expect(takeActivation(1010)).toEqual({ method: 'switch', scanSteps: 7, scanMs: 5600 });
    expect(takeActivation(1020)).toEqual({ method: 'touch' });
    noteActivation('head', { dwellMs: 1500 }, 2000);
    expect(takeActivation(2001)).toEqual({ method: 'head', dwellMs: 1500 });
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
