// The screens attached to the route table. Each issue that builds a screen adds it here; a mode whose screen is
// not here yet shows as "coming soon" on the home page instead of leading to a 404.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from './paths';

type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Partial<Record<RouteId, Screen>> = {
  home: lazy(() => import('@/screens/home/HomeScreen')),
  basic: lazy(() => import('@/screens/basic/BasicScreen')),
  communication: lazy(() => import('@/screens/communication/CommunicationScreen')),
  needs: lazy(() => import('@/screens/cards/NeedsScreen')),
  feelings: lazy(() => import('@/screens/cards/FeelingsScreen')),
  animalsObjects: lazy(() => import('@/screens/cards/AnimalsObjectsScreen')),
  pain: lazy(() => import('@/screens/cards/PainScreen')),
  info: lazy(() => import('@/screens/info/InfoScreen')),
  inclusive: lazy(() => import('@/screens/inclusive/InclusiveScreen')),
  dynamic: lazy(() => import('@/screens/dynamic/DynamicScreen')),
  constructorMode: lazy(() => import('@/screens/constructor/ConstructorScreen')),
  guided: lazy(() => import('@/screens/guided/GuidedScreen')),
  settings: lazy(() => import('@/screens/settings/SettingsScreen')),
  boards: lazy(() => import('@/boards/editor/BoardsScreen')),
};

export function hasScreen(id: RouteId): boolean {
  return SCREENS[id] !== undefined;
}
