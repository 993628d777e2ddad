// Owns: the app's side of a tap made on a written card before its code had run (boot.ts keeps it): once the app has
// taken the page over, the same card is chosen again, so it opens full screen and its use is counted; the speech
// it already got from the browser's voice is not said a second time. Another button (the language switch) is
// pressed again.
import { useEffect, useLayoutEffect } from 'react';
import { labelOf } from '@/components/card/card-look';
import { saidBeforeApp } from '@/speech/speech';
import type { EarlyPage } from './early-page';

/** From now on the app answers taps (React replays those made while it takes the page over). */
export function markTakenOver(page: EarlyPage = window as Window & EarlyPage): void {
  page.acenoTakenOver = true;
}

/** The tap kept by the boot, chosen again on the card the app has taken over; once. */
export function replayEarlyTap(page: EarlyPage = window as Window & EarlyPage): void {
  const tap = page.acenoEarlyTap;
  delete page.acenoEarlyTap;
  if (!tap) return;
  // The boot drew the device's own board, and the app drew its cards anew (not taken over): the card of that label.
  const card = tap.card.isConnected ? tap.card : tap.control ? sameControl(tap.text) : [...document.querySelectorAll('#root button[data-choice]')].find((candidate) => labelOf(candidate) === tap.text);
  if (!(card instanceof HTMLElement)) return;
  if (tap.said) saidBeforeApp(tap.text, tap.at);
  card.click();
}

/** The app's button of that text, where it drew the screen anew. */
function sameControl(text: string): Element | undefined {
  return text ? [...document.querySelectorAll('#root button:not([data-choice])')].find((candidate) => candidate.textContent?.trim() === text) : undefined;
}

/**
 * Beside the screen, inside its Suspense boundary (AppShell): React takes a boundary's content over after the frame
 * around it, so this runs once the written cards are the app's and answer a click.
 */
export function EarlyTapReplay(): null {
  // Where the app drew the screen anew (the boot had drawn the device's board), its first frame is where taps
  // become its own; where it took the screen over, main.tsx said so already.
  useLayoutEffect(() => markTakenOver(), []);
  useEffect(() => replayEarlyTap(), []);
  return null;
}
