import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPointerDwellDriver } from './pointer';
import { pointerLeaveWindow, pointerMove, recordCommands } from './testing';

let stop: (() => void) | undefined;

function start() {
  const recorder = recordCommands();
  stop = createPointerDwellDriver().start(recorder.emit);
  return recorder;
}
const frame = () => vi.advanceTimersToNextFrame();

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="card">Água</button>';
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('pointer-dwell driver', () => {
  it('emits the latest mouse position once per animation frame', () => {
    const { commands } = start();
    pointerMove(10, 20);
    pointerMove(11, 21);
    pointerMove(12, 22);
    expect(commands).toEqual([]);
    frame();
    expect(commands).toEqual([{ type: 'point', x: 12, y: 22, source: 'mouse' }]);
    frame(); // no move, no command
    pointerMove(40, 50, 'mouse', document.getElementById('card')!);
    frame();
    expect(commands).toHaveLength(2);
    expect(commands[1]).toEqual({ type: 'point', x: 40, y: 50, source: 'mouse' });
  });

  it('ignores touch and pen: a resting finger is not dwelling', () => {
    const { commands } = start();
    pointerMove(10, 20, 'touch');
    pointerMove(10, 20, 'pen');
    frame();
    expect(commands).toEqual([]);
  });

  it('emits pointLost once when the mouse leaves the window, and points again when it returns', () => {
    const { types } = start();
    pointerMove(10, 20);
    frame();
    // moving between elements is not leaving
    document.body.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', relatedTarget: document.getElementById('card'), bubbles: true }));
    pointerLeaveWindow();
    pointerLeaveWindow();
    pointerMove(30, 30);
    frame();
    expect(types()).toEqual(['point', 'pointLost', 'point']);
  });

  it('emits pointLost when the window loses focus or the page is hidden, not when an element blurs', () => {
    const { types } = start();
    pointerMove(10, 20);
    frame();
    const card = document.getElementById('card')!;
    card.focus();
    card.blur();
    expect(types()).toEqual(['point']);
    window.dispatchEvent(new Event('blur'));
    pointerMove(10, 20);
    frame();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(types()).toEqual(['point', 'pointLost', 'point', 'pointLost']);
  });

  it('drops a position not yet emitted when the pointer is lost', () => {
    const { types } = start();
    pointerMove(10, 20);
    frame();
    pointerMove(15, 25);
    pointerLeaveWindow();
    frame();
    expect(types()).toEqual(['point', 'pointLost']);
  });

  it('says nothing about a pointer it never saw', () => {
    const { types } = start();
    pointerLeaveWindow();
    window.dispatchEvent(new Event('blur'));
    expect(types()).toEqual([]);
  });

  it('emits nothing after cleanup, not even a frame already scheduled', () => {
    const { commands } = start();
    pointerMove(10, 20);
    stop?.();
    stop = undefined;
    frame();
    pointerMove(30, 40);
    frame();
    pointerLeaveWindow();
    expect(commands).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
