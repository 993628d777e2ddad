// The languages in the order the app shows them (the default first, then by code), and checks on their manifests.
// No glob and no alias here: the build's own scripts read the same manifests from the files (scripts/languages.ts).
import type { LanguageManifest } from './types';

export function orderLanguages(manifests: readonly LanguageManifest[]): LanguageManifest[] {
  const defaults = manifests.filter((manifest) => manifest.isDefault);
  if (defaults.length !== 1) throw new Error(`Exactly one language must be the default (found ${defaults.length})`);
  return [...manifests].sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)) || a.code.localeCompare(b.code));
}

/** Every address a screen answers on, in every language, its aliases too (no repeats). */
export function addressesOf(manifests: readonly LanguageManifest[], id: string): string[] {
  const all = manifests.flatMap((manifest) => {
    const own = (manifest.routes as Readonly<Record<string, string | undefined>>)[id];
    const aliases = (manifest.aliases as Readonly<Record<string, readonly string[] | undefined>> | undefined)?.[id] ?? [];
    return [...(own ? [own] : []), ...aliases];
  });
  return [...new Set(all)];
}

/** A glob's files of src/languages by their language's code (`/src/languages/es/city.json` → 'es'). */
export function byLanguage<T>(found: Readonly<Record<string, T>>): ReadonlyMap<string, T> {
  return new Map(Object.entries(found).map(([path, value]) => [/\/languages\/(\w+)\//.exec(path)![1]!, value]));
}

/** One item in every language that has it, from each language's file: { pt: 'Água', es: 'Agua', … }. */
export function labelsIn<T>(files: ReadonlyMap<string, T>, pick: (file: T) => string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [lang, file] of files) {
    const label = pick(file);
    if (label !== undefined) labels[lang] = label;
  }
  return labels;
}
