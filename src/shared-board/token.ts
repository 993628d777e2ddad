// A shared board's token (issue 15): 16 characters from the 62 letters and digits, drawn from the browser's
// cryptographic random source, with no bias (bytes past the last whole run of 62 are drawn again).
export const TOKEN_LENGTH = 16;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 4 × 62: a byte below this maps evenly onto the alphabet. */
const EVEN_BELOW = 248;

export function newShareToken(fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let token = '';
  while (token.length < TOKEN_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte < EVEN_BELOW && token.length < TOKEN_LENGTH) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}

export const isShareToken = (text: string): boolean => /^[A-Za-z0-9]{16}$/.test(text);

/** Spec 001 §4: the sample boards' tokens (a token naming the constructor opens its sample, any other demo the dynamic one). */
export function demoBoardOf(token: string): 'dynamic' | 'constructor' | null {
  if (!/^demo-[a-z-]{1,40}$/.test(token)) return null;
  return /construtor|constructor/.test(token) ? 'constructor' : 'dynamic';
}
