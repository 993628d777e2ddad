// The router, built once from the route table: every screen at its address in each language, the contact
// paths redirected to the info page's contact section, and the 404 page for anything else. A screen that cannot be
// drawn shows ScreenFailed instead of a blank page.
import { createElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '@/not-found/NotFoundScreen';
import { AppShell } from './AppShell';
import { ScreenFailed } from './ScreenFailed';
import { LANGUAGES } from '@/i18n/language';
import { addressesOfRoute, pathFor, ROUTE_IDS } from '@/routes/paths';
import { SCREENS } from './screens';

export const CONTACT_ANCHOR = 'contato';

function screenRoutes(): RouteObject[] {
  return ROUTE_IDS.flatMap((id) => {
    const Screen = SCREENS[id];
    if (!Screen) return [];
    return addressesOfRoute(id).map((path) => ({ path, element: createElement(Screen), errorElement: createElement(ScreenFailed) }));
  });
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: createElement(AppShell),
      // A screen that fails shows its message inside the frame (keys and switches still work there); this one
      // is for a failure of the frame itself, so it brings its own main landmark.
      errorElement: createElement('main', { id: 'main' }, createElement(ScreenFailed)),
      children: [
        ...screenRoutes(),
        ...LANGUAGES.map((lang) => ({ path: pathFor('contact', lang), element: createElement(Navigate, { to: `${pathFor('info', lang)}#${CONTACT_ANCHOR}`, replace: true }) })),
        { path: '*', element: createElement(NotFoundScreen) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
