// Types for the espeak-ng npm package, which ships only the Emscripten glue and the wasm.
// The glue's default export is the MODULARIZE factory; its shape is described where it is used.
declare module 'espeak-ng' {
  import type { ESpeakFactory } from '@/speech/offline/synthesize';

  const factory: ESpeakFactory;
  export default factory;
}
