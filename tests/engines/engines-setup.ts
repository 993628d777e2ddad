// Owns: what the engines suite needs before its journeys: the production build served on one address for every
// engine (the same static server the bench uses: written pages, then index.html for the app's other addresses).
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain script of the project's own, without types.
import { staticServer } from '../../scripts/bench-util.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    enginesBase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync('dist/index.html')) throw new Error('The engines suite runs against the production build: run `npx vite build` first (npm run test:engines does).');
  const server = (await staticServer('dist')) as { url: string; stop: () => void };
  project.provide('enginesBase', server.url);
  return () => server.stop();
}
