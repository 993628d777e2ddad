// The colours a category can take, apart from the model's schemas so that drawing a board does not load them.

/** Spec 001 §3: the twelve colours a category can take. */
export const CATEGORY_COLORS = ['blue', 'green', 'red', 'purple', 'pink', 'orange', 'yellow', 'cyan', 'indigo', 'teal', 'amber', 'gray'] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];
export const DEFAULT_CATEGORY_COLOR: CategoryColor = 'blue';

/** Pale shades: black labels read on each at well over 7:1. */
export const CATEGORY_COLOR_HEX: Readonly<Record<CategoryColor, string>> = {
  blue: '#bfdbfe',
  green: '#bbf7d0',
  red: '#fecaca',
  purple: '#ddd6fe',
  pink: '#fbcfe8',
  orange: '#fed7aa',
  yellow: '#fef08a',
  cyan: '#a5f3fc',
  indigo: '#c7d2fe',
  teal: '#99f6e4',
  amber: '#fde68a',
  gray: '#e5e7eb',
};
