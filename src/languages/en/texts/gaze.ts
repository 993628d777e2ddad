// Eye gaze: its settings section (src/settings/gaze) and the calibration overlay (src/components/camera).
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/gaze';

export default {
  section: {
    title: 'Eye gaze',
    intro: 'Point with your eyes. Calibrate first: look at each dot that appears until it disappears. The camera image never leaves this device.',
    calibrate: 'Calibrate eye gaze',
    preview: 'Camera image (mirrored)',
    loading: 'Loading eye tracking…',
    calibrated: 'Eye gaze calibrated. Accuracy: {{rating}}.',
    cancelled: 'Calibration cancelled.',
    error: 'Failed to access camera. Please check permissions.',
    engineError: 'Eye tracking could not start.',
  },
  calibration: {
    title: 'Eye gaze calibration',
    instructions: 'Look at the dot until it disappears. Space or Enter moves to the next dot; Esc cancels.',
    calibrating: 'Dot {{n}} of {{total}}',
    validating: 'Check {{n}} of {{total}}',
    cancel: 'Cancel',
    dot: 'Dot {{n}} of {{total}}: look at it',
    scoreTitle: 'Calibration finished',
    score: 'Accuracy: {{rating}}',
    scoreDetail: 'Mean error {{px}} px ({{percent}}% of the screen diagonal).',
    noGaze: 'No gaze was detected. Check that your face shows in the camera and that there is enough light.',
    rating: { good: 'good', fair: 'fair', poor: 'poor' },
    repeat: 'Repeat',
    done: 'Done',
  },
} satisfies SameShape<typeof pt>;
