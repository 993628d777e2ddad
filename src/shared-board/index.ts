// Owns: what other features use of shared boards (the board editor's "Share" part).
export { ShareBoard } from './ShareBoard';
