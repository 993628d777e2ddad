// Spec 000 §9: coloured boards (the dynamic mode's categories, the constructor's groups) use 8 shades cycled by
// index. Pale, so black labels read at well over 7:1.
export const BOARD_SHADES = ['#fde68a', '#bbf7d0', '#bfdbfe', '#fbcfe8', '#fed7aa', '#ddd6fe', '#a5f3fc', '#fecaca'] as const;

/** The shade of the board's `index`-th category or group. */
export function boardShade(index: number): string {
  return BOARD_SHADES[index % BOARD_SHADES.length]!;
}
