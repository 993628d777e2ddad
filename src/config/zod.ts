// Zod as the app uses it: checks without generated code. The app's own code never evaluates text as code; the page's
// security policy allows it only because the face mesh's loader needs it (scripts/csp-plugin.ts).
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
