// The languages the app has: every folder here with a language.json (read at start, about a kilobyte each). A
// language is added with files only: see the README's "Adding a language" and languages.test.ts, which checks each
// manifest against the shape in types.ts (the app trusts its own build's files).
import { orderLanguages } from './registry';
import type { LanguageManifest } from './types';

export type { LanguageManifest } from './types';

const found = import.meta.glob<LanguageManifest>('./*/language.json', { eager: true, import: 'default' });

export const MANIFESTS: readonly LanguageManifest[] = orderLanguages(Object.values(found));
export const DEFAULT_MANIFEST: LanguageManifest = MANIFESTS[0]!;
const byCode = new Map(MANIFESTS.map((manifest) => [manifest.code, manifest]));

/** The manifest of a language the app has; the default language's for any other code. */
export function manifestOf(code: string): LanguageManifest {
  return byCode.get(code) ?? DEFAULT_MANIFEST;
}

export function hasLanguage(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}
