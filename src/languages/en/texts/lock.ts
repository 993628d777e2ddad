// The caregiver lock (src/lock): the PIN screen in front of My boards and Settings, and its section in Settings.
import type { SameShape } from '@/i18n/define';
import type pt from '../../pt/texts/lock';

export default {
  gate: {
    title: 'Caregiver area',
    intro: 'Enter the caregiver PIN to open {{screen}}. The communication screens never ask for the PIN.',
    pin: 'Caregiver PIN',
    unlock: 'Unlock',
    checking: 'Checking…',
    wrong_one: 'Wrong PIN. 1 try left before a pause.',
    wrong_other: 'Wrong PIN. {{count}} tries left before a pause.',
    paused: 'Too many wrong PINs. Try again in {{seconds}} s.',
    invalid: 'The PIN is 4 to 6 digits.',
    forgotTitle: 'Forgot the PIN?',
    forgot:
      "For safety, the PIN can only be removed by clearing Aceno's data in this browser (in the browser's settings: Privacy → Site data). That also deletes the boards, photos, voices and settings kept on this device.",
  },
  settings: {
    title: 'Caregiver lock',
    intro: 'A PIN of 4 to 6 digits protects My boards and Settings, so nobody changes the boards by accident. The communication screens never ask for the PIN.',
    on: 'The lock is on.',
    off: 'No lock: anyone can change the boards and the settings.',
    newPin: 'New PIN (4 to 6 digits)',
    repeatPin: 'Repeat the PIN',
    enable: 'Turn the lock on',
    change: 'Change the PIN',
    disable: 'Turn the lock off',
    lockNow: 'Lock now',
    cancel: 'Cancel',
    enabled: 'Lock turned on.',
    changed: 'PIN changed.',
    disabled: 'Lock turned off.',
    invalid: 'Use 4 to 6 digits.',
    mismatch: 'The two PINs are different.',
    failed: 'The PIN could not be kept on this device.',
    forgot: "If the PIN is forgotten, it can only be removed by clearing Aceno's data in the browser, which also deletes the boards. Keep the PIN somewhere safe.",
  },
} satisfies SameShape<typeof pt>;
