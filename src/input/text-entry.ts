// Owns: which screen takes typing now (the typing mode's message): the keyboard driver types for it while one is
// registered, and the runtime hands it the typing commands when its layer is on top (a dialog over it takes the keys).
// Not: the keys themselves (input-drivers/keyboard.ts) nor what the screen does with them.
import { useEffect, useRef, type RefObject } from 'react';
import type { TextCommand } from '@input-drivers/commands';
import { topLayer } from './targets';

interface Sink {
  ref: RefObject<HTMLElement | null>;
  take: (command: TextCommand) => void;
}

const sinks: Sink[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** True while a screen takes typing. */
export function hasTextEntry(): boolean {
  return sinks.length > 0;
}

export function subscribeTextEntry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen takes typing and its part of the page is the top layer (no dialog over it). */
export function textEntryOnTop(doc: Document = document): boolean {
  const layer = topLayer(doc);
  return sinks.some((sink) => sink.ref.current?.isConnected && layer.contains(sink.ref.current));
}

/** Gives a typing command to the screen taking it, if its part of the page is the top layer; false when none took it. */
export function deliverTyped(command: TextCommand, doc: Document = document): boolean {
  const layer = topLayer(doc);
  for (let i = sinks.length - 1; i >= 0; i--) {
    const sink = sinks[i]!;
    const element = sink.ref.current;
    if (!element?.isConnected || !layer.contains(element)) continue;
    sink.take(command);
    return true;
  }
  return false;
}

/** While `active`, typing commands go to `onTyped` (the latest one given) when `ref`'s element is on the top layer. */
export function useTextEntry(ref: RefObject<HTMLElement | null>, onTyped: (command: TextCommand) => void, active = true): void {
  const latest = useRef(onTyped);
  useEffect(() => {
    latest.current = onTyped;
  });
  useEffect(() => {
    if (!active) return;
    const sink: Sink = { ref, take: (command) => latest.current(command) };
    sinks.push(sink);
    changed();
    return () => {
      sinks.splice(sinks.indexOf(sink), 1);
      changed();
    };
  }, [ref, active]);
}
