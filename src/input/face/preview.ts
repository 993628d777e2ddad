// A camera check (the settings screen's) shows the pointer following the face without letting it press anything:
// a person testing the camera must not have the pointer change their settings. While a check is on screen and
// the profile itself does not point with the camera, the runtime draws the pointer and nothing else.
import { useSyncExternalStore } from 'react';

let holds = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Held while a camera check is mounted; returns the release. */
export function holdPointerPreview(): () => void {
  holds += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    changed();
  };
}

export function pointerPreviewOnly(): boolean {
  return holds > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePointerPreviewOnly(): boolean {
  return useSyncExternalStore(subscribe, pointerPreviewOnly, pointerPreviewOnly);
}
