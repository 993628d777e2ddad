// The input section's working copy of the profile: what the user typed (kept when it is refused, so it can be
// fixed), the errors of the last save by field, and the save itself (the stored profile stays until one is valid).
import { useCallback, useEffect, useRef, useState } from 'react';
import { type InputProfile, type LIMITS, type Preset, type ProfileError } from '@/input/profile/schema';
import { applyPreset } from '@/input/profile/presets';
import { loadProfile, saveProfile } from '@/input/profile/store';

/** The number fields: every limited value except the gamepad ones (those come from a captured press). */
export type TimingPath = Exclude<keyof typeof LIMITS, `bindings.${string}`>;
export type SaveStatus = 'idle' | 'saved' | 'refused';

export interface ProfileDraft {
  draft: InputProfile;
  errors: readonly ProfileError[];
  status: SaveStatus;
  /** Changes the profile and saves it at once (choices, checkboxes, captured switches). */
  update: (recipe: (profile: InputProfile) => InputProfile) => void;
  choosePreset: (preset: Preset) => void;
  /** What a number field shows: the typed text while there is one, else the value. */
  textOf: (path: TimingPath) => string;
  /** Keeps the typed text; it is saved by `commit` (the field's blur or Enter), not at every keystroke. */
  type: (path: TimingPath, text: string) => void;
  commit: () => void;
  errorsAt: (path: string) => ProfileError[];
}

type Section = 'scan' | 'dwell' | 'camera';

function valueAt(profile: InputProfile, path: TimingPath): number | null {
  const [section, field] = path.split('.') as [Section, string];
  return (profile[section] as unknown as Record<string, number | null>)[field] ?? null;
}

function withValue(profile: InputProfile, path: TimingPath, value: number): InputProfile {
  const [section, field] = path.split('.') as [Section, string];
  return { ...profile, [section]: { ...profile[section], [field]: value } };
}

/** An empty or unreadable field is NaN, which the profile refuses with the field's own range message. */
const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function useProfileDraft(): ProfileDraft | null {
  const [draft, setDraft] = useState<InputProfile | null>(null);
  const [texts, setTexts] = useState<Partial<Record<TimingPath, string>>>({});
  const [errors, setErrors] = useState<readonly ProfileError[]>([]);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef<InputProfile | null>(null);
  const dirty = useRef(false);
  const attempt = useRef(0);

  useEffect(() => {
    let live = true;
    void loadProfile().then((profile) => {
      if (!live || latest.current) return;
      latest.current = profile;
      setDraft(profile);
    });
    return () => {
      live = false;
      // Leaving with a typed value not yet saved (no blur came): save it; a refused one simply is not kept.
      if (dirty.current && latest.current) void saveProfile(latest.current);
    };
  }, []);

  const save = useCallback((profile: InputProfile) => {
    const id = ++attempt.current;
    dirty.current = false;
    void saveProfile(profile).then((result) => {
      if (id !== attempt.current) return; // a later change is being saved
      setErrors(result.ok ? [] : result.errors);
      setStatus(result.ok ? 'saved' : 'refused');
    });
  }, []);

  const change = useCallback(
    (recipe: (profile: InputProfile) => InputProfile, andSave: boolean) => {
      if (!latest.current) return;
      const next = recipe(latest.current);
      latest.current = next;
      setDraft(next);
      if (andSave) save(next);
      else dirty.current = true;
    },
    [save],
  );

  const errorsAt = useCallback((path: string) => errors.filter((error) => error.path === path), [errors]);

  if (!draft) return null;
  return {
    draft,
    errors,
    status,
    update: (recipe) => change(recipe, true),
    choosePreset: (preset) => change((profile) => applyPreset(profile, preset), true),
    textOf: (path) => texts[path] ?? String(valueAt(draft, path) ?? ''),
    type: (path, text) => {
      setTexts((before) => ({ ...before, [path]: text }));
      change((profile) => withValue(profile, path, parse(text)), false);
    },
    commit: () => {
      if (dirty.current && latest.current) save(latest.current);
    },
    errorsAt,
  };
}
