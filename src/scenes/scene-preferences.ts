// Owns: how the scenes look on this device, for the person who uses them: when the hotspots are drawn (always, on a
// first touch, never) and whether a chosen hotspot also opens full screen. Saved as the 'scene-preferences' setting.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { HotspotDisplay } from '@machines/scene';
import { createSettingStore } from '@/storage/setting-store';

export interface ScenePreferences {
  hotspots: HotspotDisplay;
  fullScreen: boolean;
}

export const HOTSPOT_DISPLAYS: readonly HotspotDisplay[] = ['always', 'firstTouch', 'never'];
const DEFAULTS: ScenePreferences = { hotspots: 'always', fullScreen: false };

function isScenePreferences(value: unknown): value is ScenePreferences {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return HOTSPOT_DISPLAYS.includes(v.hotspots as HotspotDisplay) && typeof v.fullScreen === 'boolean';
}

const store = createSettingStore('scene-preferences', (stored) => (isScenePreferences(stored) ? stored : undefined), DEFAULTS);
const defaults = () => DEFAULTS;

export function useScenePreferences(): ScenePreferences & { set: (partial: Partial<ScenePreferences>) => void } {
  const prefs = useSyncExternalStore(store.subscribe, store.get, defaults);
  useEffect(() => {
    void store.load();
  }, []);
  const set = useCallback((partial: Partial<ScenePreferences>) => void store.set({ ...store.get(), ...partial }), []);
  return { ...prefs, set };
}
