// The speech settings as React state: re-renders when they change here or finish loading from storage.
import { useEffect, useSyncExternalStore } from 'react';
import { currentSpeechSettings, loadSpeechSettings, subscribeSpeechSettings, type SpeechSettings } from '@/speech/settings';

export function useSpeechSettings(): SpeechSettings {
  useEffect(() => void loadSpeechSettings(), []);
  return useSyncExternalStore(subscribeSpeechSettings, currentSpeechSettings);
}
