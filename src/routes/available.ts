// Owns: whether a route has a screen yet, as the app shell knows it (src/app/screens.ts), for the screens that link
// to other routes (home's mode cards show "coming soon" instead of leading to a 404). A context, so a feature asks
// without importing the shell that imports it.
import { createContext, useContext } from 'react';
import type { RouteId } from './paths';

export const ScreenAvailability = createContext<(id: RouteId) => boolean>(() => true);

export const useHasScreen = () => useContext(ScreenAvailability);
