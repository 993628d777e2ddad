// The one vocabulary every input device speaks: drivers turn keys, switches, pointers, faces and gaze into
// these commands, and screens only ever see commands, never raw device events.
export type InputSource = 'touch' | 'mouse' | 'keyboard' | 'switch' | 'head' | 'gaze' | 'blink';

export type Command =
  | { type: 'point'; x: number; y: number; source: InputSource }
  | { type: 'pointLost'; source: InputSource }
  | { type: 'activate'; source: InputSource }
  | { type: 'next'; source: InputSource }
  | { type: 'previous'; source: InputSource }
  | { type: 'choose'; index: number; source: InputSource }
  | { type: 'back'; source: InputSource }
  | { type: 'pause'; source: InputSource };
