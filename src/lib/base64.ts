// Owns: bytes to base64 and back (backups, board files and links, recorded voices, the PIN's hash). In slices, as
// String.fromCharCode with a whole file's bytes as arguments overflows the stack. `atob` throws on text that is not
// base64: callers reading a stranger's text catch it.

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The URL-safe form, without padding (board links). */
export const bytesToBase64Url = (bytes: Uint8Array): string => bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
