// The scenes' entry for the other features (board files, printing, the editor): where a scene's parts are, how the
// editor changes them, a built-in scene's drawing, and a scene's page on paper.
export { boundsOf, clipPathOf, contains, hotspotAt, hotspotProblem, letterbox, readingOrder, toBox, toPhoto, type HotspotProblem, type Point } from './geometry';
export { EDIT_STEP, middleRect, moveBy, outlineFromTrace, rectFromDrag, resizeBy } from './edit';
export { placeOf } from './place';
export { SceneDrawing } from './SceneDrawing';
export { ScenePrint } from './ScenePrint';
