// A choice taken back within this long (its full-screen card closed, its word removed) counts as undone: likely a
// false activation, which a therapist's report counts. Its own module so the full-screen card reads it without
// loading the usage store.
export const UNDO_MS = 2000;
