// The input profile of this device, kept with the other settings (createSettingStore): read once per page,
// repaired value by value when something stored is wrong, saved only when valid, and followed by the runtime.
import { createSettingStore } from '@/storage/setting-store';
import { validateProfile, PRESET_NAMES, type InputProfile, type ProfileError, type ProfileResult } from './schema';
import { DEFAULT_PROFILE, PRESETS } from './presets';

const SETTING = 'input-profile';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields a newer version added are taken from the base, so an older stored profile still loads. */
function withDefaults(stored: Record<string, unknown>, base: InputProfile): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base, ...stored };
  for (const section of ['keyboard', 'switch', 'scan', 'dwell', 'camera'] as const) {
    const value = stored[section];
    if (isRecord(value)) merged[section] = { ...base[section], ...value };
  }
  // Each gesture on its own: a gesture a newer version added comes from the base, the stored ones stay.
  const camera = merged.camera as Record<string, unknown>;
  const gestures = isRecord(stored.camera) ? stored.camera.gestures : undefined;
  if (isRecord(gestures)) {
    camera.gestures = Object.fromEntries(
      Object.entries(base.camera.gestures).map(([name, setting]) => [name, isRecord(gestures[name]) ? { ...setting, ...gestures[name] } : setting]),
    );
  }
  return merged;
}

/**
 * One bad value costs that value, not the profile: it returns to the base's (the stored preset's) value, and a
 * bad binding is dropped, so a switch user keeps a working switch.
 */
function repair(candidate: Record<string, unknown>, errors: ProfileError[], base: InputProfile): Record<string, unknown> {
  const copy = structuredClone(candidate);
  const sections = base as unknown as Record<string, unknown>;
  const drop = new Set<number>();
  for (const { path } of errors) {
    const [section, field, index] = path.split('.');
    if (!section || !(section in sections)) continue;
    const target = copy[section];
    if (section === 'switch' && field === 'bindings' && index !== undefined) drop.add(Number(index));
    else if (section === 'camera' && field === 'gestures' && index !== undefined && isRecord(target) && isRecord(target.gestures)) {
      // One bad gesture returns to its base setting; the others stay as the person set them.
      target.gestures[index] = structuredClone((base.camera.gestures as unknown as Record<string, unknown>)[index]);
    }
    else if (field && isRecord(target)) target[field] = structuredClone((sections[section] as Record<string, unknown>)[field]);
    else copy[section] = structuredClone(sections[section]);
  }
  const switches = copy.switch;
  if (isRecord(switches) && Array.isArray(switches.bindings)) {
    switches.bindings = switches.bindings.filter((_: unknown, i: number) => !drop.has(i));
  }
  return copy;
}

/** A stored value as a profile: repaired where it can be; undefined (then the default) when it is garbage. */
function parseStored(stored: unknown): InputProfile | undefined {
  try {
    if (!isRecord(stored)) throw new Error('not an object');
    const base = PRESET_NAMES.find((name) => name === stored.preset) ?? DEFAULT_PROFILE.preset;
    const candidate = withDefaults(stored, PRESETS[base]);
    const first = validateProfile(candidate);
    if (first.ok) return first.profile;
    const repaired = validateProfile(repair(candidate, first.errors, PRESETS[base]));
    if (!repaired.ok) throw new Error(first.errors.map((e) => `${e.path || '(profile)'}: ${e.key}`).join('; '));
    console.warn('Input profile: reset values that were not valid', first.errors);
    return repaired.profile;
  } catch (error) {
    console.warn('Input profile: ignoring the stored profile and using the default', error);
    return undefined;
  }
}

export const profileStore = createSettingStore<InputProfile>(SETTING, parseStored, DEFAULT_PROFILE);

/** The profile of this device (read from storage once per page). Never throws: the default when storage fails. */
export async function loadProfile(): Promise<InputProfile> {
  try {
    await profileStore.load();
  } catch (error) {
    console.warn('Input profile: storage could not be read, using the default', error);
  }
  return profileStore.get();
}

/** The profile held now: the default until the saved one has been read (or a new one saved). */
export function currentProfile(): InputProfile {
  return profileStore.get();
}

/** Validates, then stores and tells subscribers. A refused profile is not stored: the previous one stays. */
export async function saveProfile(profile: unknown): Promise<ProfileResult> {
  const result = validateProfile(profile);
  if (!result.ok) return result;
  await profileStore.set(result.profile);
  return result;
}

/** Called with each newly saved profile (in this tab); returns the unsubscribe. */
export function subscribeProfile(listener: (profile: InputProfile) => void): () => void {
  return profileStore.subscribe(() => listener(profileStore.get()));
}
