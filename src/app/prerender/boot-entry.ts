// The inline boot script's entry (scripts/prerender-plugin.ts bundles it): runs the boot where it is.
import { boot } from './boot';

boot();
