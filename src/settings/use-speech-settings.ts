// The speech settings as React state for the settings screen: re-renders when they change here or finish
// loading from storage (the engine reads the same values synchronously from src/speech/settings).
import { useEffect, useSyncExternalStore } from 'react';
import { currentSpeechSettings, loadSpeechSettings, subscribeSpeechSettings, type SpeechSettings } from '@/speech/settings';

export function useSpeechSettings(): SpeechSettings {
  useEffect(() => void loadSpeechSettings(), []);
  return useSyncExternalStore(subscribeSpeechSettings, currentSpeechSettings);
}
