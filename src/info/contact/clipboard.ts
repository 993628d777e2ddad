// Writing text to the clipboard, reporting plainly whether it worked, so the caller can fall back to
// showing the text to copy by hand instead of failing silently (spec 000 §7: clipboard write).

export type CopyResult = 'copied' | 'unavailable' | 'refused';

export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'refused';
  }
}
