// Every namespace, for checks that look at all texts at once (tests); the app loads screen namespaces lazily.
import { coreNamespaces } from './i18n';
import backup from './resources/backup';
import basic from './resources/basic';
import cards from './resources/cards';
import communication from './resources/communication';
import board from './resources/board';
import boards from './resources/boards';
import boardEditor from './resources/boardEditor';
import camera from './resources/camera';
import constructorMode from './resources/constructor';
import contact from './resources/contact';
import dynamic from './resources/dynamic';
import gaze from './resources/gaze';
import guided from './resources/guided';
import inclusive from './resources/inclusive';
import info from './resources/info';
import lock from './resources/lock';
import input from './resources/input';
import pwa from './resources/pwa';
import settings from './resources/settings';
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
  guided,
  inclusive,
  info,
  input,
  lock,
  pwa,
  settings,
  figures,
  boardFiles,
  inclusiveCity,
  professional,
  sharedBoard,
  typing,
} as const;
export const allNamespaces = { ...coreNamespaces, ...screenNamespaces } as const;
