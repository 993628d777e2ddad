// The page's one input dispatcher: a single actor of the runtime machine that every driver sends its commands to,
// and whose answers (select, focus, back, switch, pointer) the runtime's parts act on. Pause and capture state are
// read from here by whoever needs them; nothing else on the page keeps its own copy.
import { createActor } from 'xstate';
import type { Command, SwitchId } from '@input-drivers/commands';
import { inputRuntimeMachine, type InputRuntimeEmitted } from '@machines/input-runtime';
import { collectTargets, topLayer, type Targets } from './targets';
import { takeLastPopup, topLayerBack } from './layer-back';
import { SELECTORS } from './dom';
import { deliverTyped } from './text-entry';
import { editField } from './field-editor';
import { methodOfSource, noteActivation, type ActivationEffort, type InputMethod } from './activation';

const actor = createActor(inputRuntimeMachine, { input: {} }).start();
let targets: Targets | null = null;
const pauseListeners = new Set<() => void>();
actor.on('paused', () => pauseListeners.forEach((listener) => listener()));

/** Every driver's way in. */
export function dispatch(command: Command): void {
  actor.send(command);
}

type Emitted<T extends InputRuntimeEmitted['type']> = Extract<InputRuntimeEmitted, { type: T }>;

/** Listens to one kind of answer; returns the way to stop. */
export function onRuntime<T extends InputRuntimeEmitted['type']>(type: T, listener: (event: Emitted<T>) => void): () => void {
  const subscription = actor.on(type, listener as (event: InputRuntimeEmitted) => void);
  return () => subscription.unsubscribe();
}

/** The targets the runtime acts on now; the page's own are collected when nobody has set them yet. */
export function currentTargets(): Targets {
  targets ??= collectTargets();
  return targets;
}

export function setTargets(next: Targets): void {
  targets = next;
  actor.send({ type: 'TARGETS', count: next.choices.length });
}

/** Looks the targets up afresh (a key pressed in the frame where the screen changed acts on what is on screen now). */
export function refreshTargets(): Targets {
  const fresh = collectTargets();
  setTargets(fresh);
  return fresh;
}

export function isPaused(): boolean {
  return actor.getSnapshot().matches({ running: 'paused' });
}

export function subscribePaused(listener: () => void): () => void {
  pauseListeners.add(listener);
  return () => pauseListeners.delete(listener);
}

/** The settings screen records a switch: no command acts on the page until the returned function is called. */
export function beginCapture(): () => void {
  actor.send({ type: 'CAPTURE_START' });
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    actor.send({ type: 'CAPTURE_END' });
  };
}

/** One press of a switch, held for holdMs (a blink or a face gesture with nothing under the head pointer, while scanning). */
export function pressVirtualSwitch(holdMs: number, switchId: SwitchId = 'primary'): void {
  dispatch({ type: 'switchDown', switchId, source: 'switch' });
  setTimeout(() => dispatch({ type: 'switchUp', switchId, source: 'switch' }), holdMs);
}

/** Presses a target as a tap would: a click for controls, focus for fields that take typing. `method` is noted for the usage records. */
export function pressTarget(element: HTMLElement | undefined, method?: InputMethod, effort?: ActivationEffort): void {
  if (!element) return;
  if (method) noteActivation(method, effort);
  // A text field pressed hands-free opens the on-screen keyboard; a tap or a key gives the field itself.
  if (editField(element, method)) return;
  if (element.matches('input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select')) {
    element.focus();
    return;
  }
  element.click();
}

const TEXT_ENTRY = 'input:not([type="button"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]):not([type="submit"]):not([type="reset"]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Back on the screen as it is now: a modal on top takes its own way out (the one it registered); on the page, an
 * open popup (a folded menu) closes first, else the screen's back control is pressed — unless the user is typing
 * in a field there, where Escape must never throw the text away.
 */
export function goBack(doc: Document = document): void {
  const own = topLayerBack();
  if (own) return own.back();
  if (topLayer(doc) !== doc.body) return; // a modal with no way back of its own: it is closed with its buttons
  const layer = doc.body;
  const popup = takeLastPopup();
  if (popup) return popup();
  if (doc.activeElement?.matches(TEXT_ENTRY)) return;
  layer.querySelector<HTMLElement>(SELECTORS.back)?.click();
}

// What the answers do on the page, for every driver alike.
actor.on('select', ({ index, source }) => pressTarget(currentTargets().choices[index], methodOfSource(source)));
actor.on('focus', ({ index }) => currentTargets().choices[index]?.focus());
actor.on('back', () => goBack());
actor.on('typed', ({ command }) => deliverTyped(command));
