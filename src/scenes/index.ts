// The scenes' entry for the other features (board files, printing, the editor): where a scene's parts are.
export { boundsOf, contains, hotspotAt, hotspotProblem, letterbox, readingOrder, toBox, toPhoto, type HotspotProblem } from './geometry';
