// Texts of the face gestures' settings: the gestures, what each can do, the presets, the calibration and the live meter.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/gestures';

export default {
  legend: 'Face gestures',
  intro:
    'Use the face as a switch: open the mouth, raise the eyebrows, turn the head… Each gesture turned on does one action: choose what the pointer or the scan shows, go to the next, go back or pause. No gesture counts without a face on camera, nor in the first second after it comes back.',
  camera: 'To calibrate and see the face’s values, start the camera and tracking.',
  startCamera: 'Start camera and tracking',
  presets: {
    legend: 'Start with',
    mouthSelects: 'Open mouth selects',
    browsNextMouthSelects: 'Eyebrows: next, mouth: select',
    applied: 'Done: "{{name}}". Adjust below if needed.',
  },
  calibrate: {
    button: 'Calibrate my face',
    hint: 'Keep the face still and relaxed for 3 seconds: each threshold is set just above your resting face, and the head’s position becomes the centre.',
    running: 'Keep still and relaxed… {{seconds}}',
    done: 'Done: the thresholds now sit just above your resting face.',
    noFace: 'The face was not on camera during the calibration. Nothing was changed.',
  },
  names: {
    mouthOpen: 'Open mouth',
    browsUp: 'Raise eyebrows',
    smile: 'Smile',
    pucker: 'Pucker lips',
    winkLeft: 'Wink left eye',
    winkRight: 'Wink right eye',
    eyesClosed: 'Close eyes for a while',
    turnLeft: 'Turn head left',
    turnRight: 'Turn head right',
    tiltLeft: 'Tilt head left',
    tiltRight: 'Tilt head right',
    headUp: 'Head up',
    headDown: 'Head down',
  },
  action: 'What it does',
  actions: { select: 'Select', next: 'Next', previous: 'Previous', back: 'Back', pause: 'Pause or resume' },
  threshold: 'Threshold',
  holdMs: 'Hold for',
  cooldownMs: 'Pause after',
  less: 'Lower the {{what}} of {{name}}',
  more: 'Raise the {{what}} of {{name}}',
  meter: 'Value now of {{name}}',
  meterText: 'now {{value}} · fires at {{threshold}}',
  noFace: 'no face',
} satisfies SameShape<typeof pt>;
