// The scenes' entry for the other features (board files, printing, the editor): where a scene's parts are, and a
// scene's page on paper.
export { boundsOf, contains, hotspotAt, hotspotProblem, letterbox, readingOrder, toBox, toPhoto, type HotspotProblem } from './geometry';
export { ScenePrint } from './ScenePrint';
