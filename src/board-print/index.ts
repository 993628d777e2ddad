// Owns: what other features use of printing (the link to a board's print page, on every board mode and the editor).
export { ModePrintLink, PrintBoardLink } from './PrintBoardLink';
