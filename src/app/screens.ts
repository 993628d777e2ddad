// The screens attached to the route table. Each issue that builds a screen adds it here; a mode whose screen is
// not here yet shows as "coming soon" on the home page instead of leading to a 404.
import { createElement, lazy, type ComponentType } from 'react';
import { loadDeclaredTexts } from '@/i18n/i18n';
import type { RouteId } from '@/routes/paths';

/** A screen whose code loads on demand, and can be loaded before it is first drawn. */
export interface Screen {
  (): ReturnType<typeof createElement>;
  /** Loads the screen's code; once it is in, the screen draws at once instead of suspending. */
  load(): Promise<void>;
}

/**
 * Like React.lazy, plus `load()`. A lazy screen always suspends on its first draw, even when its file is already
 * there, and React then holds the content back for up to 300 ms after the loading text; the first screen of a visit
 * is loaded before the first render instead (main.tsx), so its cards are in the first paint.
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | undefined;
  // The screen's code, then the texts its modules declared (in the language shown), so it never draws its keys.
  const factory = () => load().then((module) => loadDeclaredTexts().then(() => module));
  const Lazy = lazy(factory);
  const Screen = (() => createElement(loaded ?? Lazy)) as Screen;
  Screen.load = () =>
    factory().then((module) => {
      loaded = module.default;
    });
  return Screen;
}

export const SCREENS: Partial<Record<RouteId, Screen>> = {
  home: lazyScreen(() => import('@/home/HomeScreen')),
  basic: lazyScreen(() => import('@/modes/basic/BasicScreen')),
  communication: lazyScreen(() => import('@/modes/communication/CommunicationScreen')),
  needs: lazyScreen(() => import('@/modes/cards/NeedsScreen')),
  feelings: lazyScreen(() => import('@/modes/cards/FeelingsScreen')),
  animalsObjects: lazyScreen(() => import('@/modes/cards/AnimalsObjectsScreen')),
  pain: lazyScreen(() => import('@/modes/cards/PainScreen')),
  info: lazyScreen(() => import('@/info/InfoScreen')),
  inclusive: lazyScreen(() => import('@/modes/inclusive/InclusiveScreen')),
  dynamic: lazyScreen(() => import('@/modes/dynamic/DynamicScreen')),
  constructorMode: lazyScreen(() => import('@/modes/constructor/ConstructorScreen')),
  guided: lazyScreen(() => import('@/modes/guided/GuidedScreen')),
  settings: lazyScreen(() => import('@/settings/SettingsScreen')),
  boards: lazyScreen(() => import('@/board-editor/BoardsScreen')),
  boardPrint: lazyScreen(() => import('@/board-print/PrintScreen')),
  puzzle: lazyScreen(() => import('@/activities/puzzle/PuzzleScreen')),
  puzzleWord: lazyScreen(() => import('@/activities/puzzle/WordPuzzleScreen')),
  lettersSounds: lazyScreen(() => import('@/activities/letters/LettersScreen')),
  pictograms: lazyScreen(() => import('@/activities/figures/FiguresScreen')),
  typing: lazyScreen(() => import('@/typing/TypeScreen')),
  inclusiveCity: lazyScreen(() => import('@/inclusive-city/CityScreen')),
  scenes: lazyScreen(() => import('@/scenes/ScenesScreen')),
  sharedBoard: lazyScreen(() => import('@/shared-board/SharedBoardScreen')),
  professionalSignIn: lazyScreen(() => import('@/professional/SignInScreen')),
  professionalDashboard: lazyScreen(() => import('@/professional/DashboardScreen')),
  professionalPatients: lazyScreen(() => import('@/professional/PatientsScreen')),
  professionalPatientNew: lazyScreen(() => import('@/professional/PatientFormScreen')),
  professionalPatientEdit: lazyScreen(() => import('@/professional/PatientFormScreen')),
  professionalPatient: lazyScreen(() => import('@/professional/PatientScreen')),
  professionalPatientBoards: lazyScreen(() => import('@/professional/PatientScreen')),
  professionalCreateBoard: lazyScreen(() => import('@/professional/CreateBoardScreen')),
};

export function hasScreen(id: RouteId): boolean {
  return SCREENS[id] !== undefined;
}

/** Loads the code of the screen at path, if it has one; never fails (a screen that does not load says so itself). */
export function loadScreenOf(id: RouteId | undefined): Promise<void> {
  const screen = id ? SCREENS[id] : undefined;
  return screen ? screen.load().catch(() => undefined) : Promise.resolve();
}
