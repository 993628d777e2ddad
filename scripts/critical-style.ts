// A written page's own styles inside the page (issue 37). Its first paint waited for the app's whole stylesheet
// (74 kB, every screen's rules): a returning user's trace showed it arriving ~100 ms after the page's text, the
// screen laid out once without it (the first-card check asks where the cards are as soon as they are parsed) and
// again with it. Each written page now carries the rules its markup uses (Beasties reads the page and the
// stylesheet, and keeps the rules whose selectors match), and links the whole stylesheet so that it does not hold
// the first paint (media="print"); the boot puts it in force and starts the app once it has loaded
// (src/app/prerender/app-start.ts, whenWholeStyle). The stylesheet's preload goes: nothing on the page needs it
// first. No script is added (Beasties' own, which would flip the link, goes).
import Beasties from 'beasties';

/**
 * Rules a written page needs that its markup does not show at build time: the theme and the boot's decision, set on
 * <html> before the first paint, and every card's look (the boot draws the device's own board into a mode's page,
 * with pictures, symbols and label lengths the built-in board may not have).
 */
export const ALWAYS_KEPT: RegExp[] = [/data-theme/, /data-prerender/, /\.card/, /\.symbol--/];

const STYLE_PRELOAD = /\s*<link rel="preload" as="style"[^>]*>/g;
/** Beasties' own script that would put the stylesheet in force at the end of parsing: the boot does it, later. */
const DEFERRED_MEDIA_SCRIPT = /<script>[^<]*data-beasties-media[^<]*<\/script>/g;
const scripts = (html: string) => html.match(/<script\b/g)?.length ?? 0;

/** Turns a built page into one with its own styles inline; `outDir` holds the built stylesheet. */
export function criticalStyle(outDir: string, base: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'media-script',
    noscriptFallback: false,
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    keyframes: 'critical',
    reduceInlineStyles: false,
    allowRules: ALWAYS_KEPT,
    logLevel: 'warn',
  });
  return async (html) => {
    const inlined = await beasties.process(html);
    if (!/<style>[^<]{20,}<\/style>/.test(inlined) || !/<link\b(?=[^>]*\bmedia="print")[^>]*\bdata-beasties-media=/.test(inlined)) {
      throw new Error('a written page did not get its own styles and the whole stylesheet as a deferred link');
    }
    const page = inlined.replace(STYLE_PRELOAD, '').replace(DEFERRED_MEDIA_SCRIPT, '');
    // The security policy names the page's inline scripts by their hashes: none may be added or changed here.
    if (scripts(page) !== scripts(html)) throw new Error('a written page got a script of its own styles');
    return page;
  };
}
