// Owns: how much of a long board is drawn at once and then per frame (use-progressive-count.ts draws it so, and the
// boot script draws the first slice of the device's last-shown board before the app runs).

/** Cards drawn at once, then per frame: one frame's work stays well under 50 ms on a cheap phone. */
export const FIRST_SLICE = 120;
export const SLICE = 40;
