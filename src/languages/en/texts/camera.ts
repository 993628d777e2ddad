// The camera panel (src/components/camera), its floating control on every screen and the settings screen's
// camera check: start/stop, tracking, preview, face status, model loading and the spec's error texts (001 §8).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/camera';

export default {
  title: 'Camera check',
  intro: 'See whether the camera finds your face, to use your head or blinks. Nothing leaves this device.',
  panelTitle: 'Camera',
  start: 'Start Camera',
  stop: 'Stop Camera',
  track: 'Activate Tracking',
  untrack: 'Stop Tracking',
  recentre: 'Re-centre pointer',
  preview: 'Camera image (mirrored)',
  hint: 'The camera is off. Press "Start Camera" to begin.',
  opening: 'Opening the camera…',
  ready: 'Camera on. Press "Activate Tracking" to move the pointer with your head.',
  loading: 'Loading face tracking…',
  face: 'Face found',
  noFace: 'No face in the image',
  fps: '{{fps}} frames per second',
  error: 'Failed to access camera. Please check permissions.',
  engineError: 'Face tracking could not start. Please try again.',
  lost: 'The camera stopped (unplugged or taken by another app). Choosing by camera is paused; touch, keys and switches still work. When it is back, press Try again.',
  tooDark: 'It is too dark to see the face: turn on a light in front of it.',
  tooFar: 'The face is far from the camera: come closer.',
  control: {
    label: 'Camera control',
    start: 'Turn camera on',
    starting: 'Turning the camera on…',
    retry: 'Try again',
    calibrate: 'Calibrate eye gaze',
    needsCalibration: 'Eye gaze needs calibrating',
  },
} satisfies SameShape<typeof pt>;
