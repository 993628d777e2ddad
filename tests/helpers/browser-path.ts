// The Chromium the e2e tests drive. Debian's headless shell first: it has no browser window to draw and costs
// about a fifth less CPU a test than the full browser on these 2 cores; the full browser when only it is there.
// CHROMIUM_PATH overrides both (scripts/ensure-chromium.mjs installs both packages when they are missing).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath: string = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * The full browser, for a camera or microphone the user refuses: there the refusal is a NotAllowedError, as in
 * the browsers people use, where the headless shell answers every refused prompt with NotSupportedError.
 */
export const fullChromiumPath: string = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
