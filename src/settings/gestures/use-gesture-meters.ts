// The gestures' live meters: while the camera tracks the face, each frame's signals are written straight into the
// meters' elements (their bar, value and text), so twenty frames a second never re-render the settings.
import { useCallback, useEffect, useRef } from 'react';
import { gestureSignals, type Gesture, type RestPose } from '@machines/face-gestures';
import { subscribeFaceFrames } from '@/input/face/session';

function show(element: HTMLElement, value: number | null, format: Intl.NumberFormat): void {
  element.style.setProperty('--value', String(value ?? 0));
  element.setAttribute('aria-valuenow', (value ?? 0).toFixed(2));
  element.toggleAttribute('data-no-face-now', value === null);
  const text = element.querySelector<HTMLElement>('.gesture-meter__text');
  if (!text) return;
  text.textContent = value === null ? (text.dataset.noFace ?? '') : (text.dataset.template ?? '').replace('{value}', format.format(value));
  element.setAttribute('aria-valuetext', text.textContent);
}

export function useGestureMeters(tracking: boolean, rest: RestPose) {
  const elements = useRef(new Map<Gesture, HTMLElement>());
  const refs = useRef(new Map<Gesture, (element: HTMLElement | null) => void>());
  const restNow = useRef(rest);
  useEffect(() => {
    restNow.current = rest;
  }, [rest]);

  useEffect(() => {
    const format = new Intl.NumberFormat(document.documentElement.lang || undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const showAll = (signals: Record<Gesture, number> | null) => {
      for (const [gesture, element] of elements.current) show(element, signals ? signals[gesture] : null, format);
    };
    showAll(null);
    if (!tracking) return;
    return subscribeFaceFrames((frame) => {
      const face = frame.blendshapes || frame.pose;
      showAll(face ? gestureSignals(frame.blendshapes ?? null, frame.pose ?? null, restNow.current) : null);
    });
  }, [tracking]);

  const ref = useCallback((gesture: Gesture) => {
    let known = refs.current.get(gesture);
    if (!known) {
      known = (element: HTMLElement | null) => {
        if (element) elements.current.set(gesture, element);
        else elements.current.delete(gesture);
      };
      refs.current.set(gesture, known);
    }
    return known;
  }, []);
  return { ref };
}
