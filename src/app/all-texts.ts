// Every namespace, for checks that look at all texts at once (tests); the app loads screen namespaces lazily.
import { sharedNamespaces } from '@/i18n/i18n';
import { coreNamespaces } from './core-texts';
import backup from '@/boards/backup/texts';
import basic from '@/modes/basic/texts';
import cards from '@/modes/cards/texts';
import communication from '@/modes/communication/texts';
import board from '@/components/board/texts';
import boards from '@/boards/texts';
import boardEditor from '@/board-editor/texts';
import camera from '@/components/camera/texts';
import constructorMode from '@/modes/constructor/texts';
import contact from '@/info/contact/texts';
import dynamic from '@/modes/dynamic/texts';
import gaze from '@/components/camera/gaze-texts';
import guided from '@/modes/guided/texts';
import inclusive from '@/modes/inclusive/texts';
import info from '@/info/texts';
import lock from '@/lock/texts';
import input from '@/settings/input/texts';
import gestures from '@/settings/gestures/texts';
import magnifier from '@/input/magnifier/texts';
import pwa from '@/pwa/texts';
import settings from '@/settings/texts';
import figures from '@/activities/figures/texts';
import boardFiles from '@/board-files/texts';
import inclusiveCity from '@/inclusive-city/texts';
import professional from '@/professional/texts';
import sharedBoard from '@/shared-board/texts';
import typing from '@/typing/texts';

export const screenNamespaces = {
  backup,
  basic,
  cards,
  communication,
  board,
  boards,
  boardEditor,
  dynamic,
  camera,
  constructorMode,
  contact,
  gaze,
  gestures,
  guided,
  inclusive,
  info,
  input,
  lock,
  magnifier,
  pwa,
  settings,
  figures,
  boardFiles,
  inclusiveCity,
  professional,
  sharedBoard,
  typing,
} as const;
export const allNamespaces = { ...sharedNamespaces, ...coreNamespaces, ...screenNamespaces } as const;
