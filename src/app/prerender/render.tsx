// Owns: drawing a page at build time (scripts/prerender-plugin.ts): the same routes, shell and screens as in the
// browser, rendered to HTML with the page's built-in boards, so the browser shows the first cards before the app's
// code has run and React then takes the markup over (main.tsx hydrates it).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from '@/app/router';
import { loadScreenOf } from '@/app/screens';
import { startSeedsFirst } from '@/boards/seed-first-views';
import { createI18n, loadTexts, NAMESPACES } from '@/i18n/i18n';
import { matchRoute } from '@/routes/paths';
import type { PrerenderedPage } from '@/routes/prerendered';

export { PRERENDERED_PAGES, prerenderedFile } from '@/routes/prerendered';

/** The markup inside #root for a page, and the page's title and description (as usePageMeta would set them). */
export async function renderPage(page: PrerenderedPage): Promise<{ markup: string; title: string; description: string }> {
  // Every namespace of the page's language: a render at build time cannot wait for one.
  await loadTexts(page.lang, NAMESPACES);
  const i18n = createI18n(page.lang);
  await loadScreenOf(matchRoute(page.path)?.id);
  startSeedsFirst(page.boards);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://aceno.local${page.path}`));
  if (context instanceof Response) throw new Error(`${page.path} answered with a redirect at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* No hydration data: the routes have no loaders, and an inline script would be refused by the page's policy. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { markup, title: i18n.t(`${page.route}.title`, { ns: 'meta' }), description: i18n.t(`${page.route}.description`, { ns: 'meta' }) };
}
