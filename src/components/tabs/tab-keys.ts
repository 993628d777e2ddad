// Keyboard movement inside a tab list (WAI-ARIA tabs pattern): arrows wrap around, Home and End jump.
// Pure, so the rule is tested without a browser; the component only applies the index it returns.

/** The tab to move to for a key, or null when the key does not move between tabs. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
