// The one vocabulary every input device speaks: drivers turn keys, switches, pointers, faces and gaze into
// these commands, and screens only ever see commands, never raw device events.
/** 'gesture': a face gesture (an open mouth, raised eyebrows…). 'control': an on-screen control of the runtime itself (the pause button), whatever pressed it. */
export type InputSource = 'touch' | 'mouse' | 'keyboard' | 'switch' | 'head' | 'gaze' | 'blink' | 'gesture' | 'control';

/** Which of up to two switches: one-switch users have only 'primary'. */
export type SwitchId = 'primary' | 'secondary';

export type Command =
  /** A pointer (head, gaze, a head-mouse moving the cursor) is at x,y in viewport pixels. */
  | { type: 'point'; x: number; y: number; source: InputSource }
  | { type: 'pointLost'; source: InputSource }
  /** Select what is highlighted or focused. */
  | { type: 'activate'; source: InputSource }
  | { type: 'next'; source: InputSource }
  | { type: 'previous'; source: InputSource }
  /** Choose the n-th choice (0-based) of the top layer: keys 1–9. */
  | { type: 'choose'; index: number; source: InputSource }
  | { type: 'back'; source: InputSource }
  /** Rest: pause scanning and dwell so nothing is triggered; the same command resumes. */
  | { type: 'pause'; source: InputSource }
  /** A switch went down / up; timing rules (acceptance, debounce, hold) are the scanning machine's. */
  | { type: 'switchDown'; switchId: SwitchId; source: 'switch' }
  | { type: 'switchUp'; switchId: SwitchId; source: 'switch' }
  /** Text from a physical keyboard (a letter, a digit, a sign, a space) or a paste, for a screen that takes typing. */
  | { type: 'text'; text: string; source: InputSource }
  /** An editing key for a screen that takes typing: Backspace, Ctrl+Backspace, Enter. */
  | { type: 'edit'; action: TextEdit; source: InputSource }
  /** Take the n-th suggestion (0-based) of a screen that takes typing: F1–F8, Ctrl+1–8. */
  | { type: 'suggest'; index: number; source: InputSource };

export type TextEdit = 'deleteLetter' | 'deleteWord' | 'submit';

/** The commands that go to the screen taking typing, not to the targets. */
export type TextCommand = Extract<Command, { type: 'text' | 'edit' | 'suggest' }>;

export type CommandType = Command['type'];

/** A device driver: starts listening, emits commands, and returns its own cleanup. */
export interface InputDriver {
  readonly id: string;
  start(emit: (command: Command) => void): () => void;
}
