// The calibration overlay with a fake engine and fake timers: samples reach the engine at the dot shown, a
// switch key moves on, predictions are scored, Done hands the score over; Escape and Cancel cancel.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CALIBRATION_SETTINGS } from '@machines/gaze-calibration';
import type { GazePoint } from '@input-drivers/face/gaze';
import { collectTargets, pointerTarget } from '@/input/targets';
import { listenToKeys, renderInApp } from '../test-utils';
import { GazeCalibration } from './GazeCalibration';

const { settleMs, samplesPerDot, sampleEveryMs, measureMs } = DEFAULT_CALIBRATION_SETTINGS;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function fakeEngine() {
  const listeners = new Set<(g: GazePoint | null) => void>();
  return {
    record: vi.fn(),
    clear: vi.fn(),
    subscribe: (listener: (g: GazePoint | null) => void) => (listeners.add(listener), () => listeners.delete(listener)),
    predict: (g: GazePoint | null) => act(() => listeners.forEach((l) => l(g))),
  };
}

function open(lang: 'pt' | 'en' = 'pt') {
  const engine = fakeEngine();
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const onPhaseChange = vi.fn();
  renderInApp(<GazeCalibration engine={engine} onDone={onDone} onCancel={onCancel} onPhaseChange={onPhaseChange} />, lang);
  return { engine, onDone, onCancel, onPhaseChange, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('gaze calibration overlay', () => {
  it('is a modal dialog that clears the engine and records samples at the dot shown', () => {
    const { engine, dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Calibração do olhar' })).toBe(dialog);
    expect(engine.clear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Ponto 1 de 9');
    advance(settleMs + samplesPerDot * sampleEveryMs - 1);
    expect(engine.record).toHaveBeenCalledTimes(samplesPerDot);
    expect(engine.record).toHaveBeenCalledWith(100, 80);
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('Ponto 2 de 9');
    const dot = screen.getByTestId('gaze-dot');
    expect([dot.style.left, dot.style.top]).toEqual(['500px', '80px']);
  });

  it('the dot is a focused button and the only target; pressing it starts the dot at once; the score is handed over on Done', () => {
    const { engine, onDone, dialog } = open();
    const dot = screen.getByRole('button', { name: 'Ponto 1 de 9: olhe para ele' });
    expect(document.activeElement).toBe(dot);
    // Keys 1–9, every switch binding and a scan all land on the dot, never on Cancel.
    expect(collectTargets(document, () => true).all).toEqual([dot]);
    fireEvent.click(dot);
    expect(engine.record).toHaveBeenCalledTimes(1);
    advance((settleMs + samplesPerDot * sampleEveryMs) * 9);
    expect(screen.getByRole('status').textContent).toBe('Verificação 1 de 4');
    for (const [x, y] of [[300, 240], [700, 240], [700, 560], [300, 560]] as const) {
      advance(settleMs);
      engine.predict({ x: x + 60, y: y + 80, at: 0 });
      engine.predict(null);
      advance(measureMs);
    }
    expect(dialog.dataset.gazeX).toBe('');
    const status = screen.getByRole('status');
    // Every prediction was 100 px off (60, 80): 100 / 1280.6 = 7.8 % of the diagonal.
    expect(status.textContent).toContain('Precisão: boa');
    expect(status.textContent).toContain('Erro médio de 100 px (7,8% da diagonal da tela).');
    const done = screen.getByRole('button', { name: 'Concluir' });
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ meanErrorPx: 100, rating: 'good', predictions: 4 }));
  });

  it('writes the latest prediction to data attributes', () => {
    const { engine, dialog } = open();
    engine.predict({ x: 12.4, y: 700.6, at: 0 });
    expect([dialog.dataset.gazeX, dialog.dataset.gazeY]).toEqual(['12', '701']);
  });

  it('Repeat starts over and clears the engine again', () => {
    const { engine } = open('en');
    advance(60_000);
    expect(screen.getByRole('status').textContent).toContain('No gaze was detected');
    expect(screen.getByRole('status').textContent).toContain('Accuracy: poor');
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(engine.clear).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Dot 1 of 9');
  });

  it('Escape and the Cancel button cancel', () => {
    const stopKeys = listenToKeys();
    const first = open();
    fireEvent.keyDown(first.dialog, { key: 'Escape', code: 'Escape' });
    stopKeys();
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    cleanup();
    const second = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(second.onCancel).toHaveBeenCalledTimes(1);
    expect(second.engine.record).not.toHaveBeenCalled();
  });

  it('reports its phases, and no pointer dwell can press Cancel or the dot while the dots run, but Repeat and Done it can', () => {
    const { onPhaseChange, dialog } = open('en');
    expect(onPhaseChange.mock.calls.map(([phase]) => phase)).toEqual(['calibrating']);
    const pointedAt = (name: string) => {
      const button = screen.getByRole('button', { name });
      document.elementFromPoint = () => button;
      const targets = collectTargets(document, () => true);
      const index = pointerTarget(targets, 1, 1);
      return index === null ? null : targets.all[index];
    };
    expect(pointedAt('Cancel')).toBeNull();
    expect(pointedAt('Dot 1 of 9: look at it')).toBeNull();
    advance((settleMs + samplesPerDot * sampleEveryMs) * 9);
    expect(onPhaseChange).toHaveBeenLastCalledWith('validating');
    expect(pointedAt('Cancel')).toBeNull();
    advance((settleMs + measureMs) * 4);
    expect(onPhaseChange.mock.calls.map(([phase]) => phase)).toEqual(['calibrating', 'validating', 'scored']);
    expect(dialog.dataset.phase).toBe('scored');
    expect(pointedAt('Repeat')).toBe(screen.getByRole('button', { name: 'Repeat' }));
    expect(pointedAt('Done')).toBe(screen.getByRole('button', { name: 'Done' }));
  });
});
