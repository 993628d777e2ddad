// The languages' manifests (src/languages/<code>/language.json) for the build's own scripts, which run outside the
// bundler.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderLanguages } from '../src/languages/registry.ts';
import type { LanguageManifest } from '../src/languages/types.ts';

export function readLanguageManifests(root = process.cwd()): LanguageManifest[] {
  const folder = join(root, 'src/languages');
  const manifests = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'language.json')))
    .map((entry) => JSON.parse(readFileSync(join(folder, entry.name, 'language.json'), 'utf8')) as LanguageManifest);
  return orderLanguages(manifests);
}
