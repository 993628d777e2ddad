// Owns: the app's one short hash of a text — 32-bit FNV-1a over its UTF-16 code units, as 8 hex digits: stable,
// synchronous and tiny (the boot script uses it too). Enough to tell texts apart, never a secret.
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
