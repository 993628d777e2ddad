// Owns: what other features use of board files (the board editor's import, export and licence parts); the rest of
// this folder is its own.
export { BoardLicences } from './BoardLicences';
export { ExportBoardFile } from './ExportBoardFile';
export { ImportBoardFile } from './ImportBoardFile';
