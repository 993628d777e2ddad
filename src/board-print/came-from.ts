// The print page's way back: the page its link was followed from (the editor, a mode), passed in the history entry's
// state. History state outlives the page and is not ours to trust, so only a path of this app is taken.

/** The path the print link was followed from, or null (then back goes to the start page). */
export function cameFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.length <= 2000 && /^\/(?![/\\])/.test(from) ? from : null;
}
