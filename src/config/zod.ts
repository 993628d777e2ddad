// Zod as the app uses it: checks without generated code. The page's security policy refuses to evaluate text as code,
// and zod would otherwise try to on its first check (caught, but reported as a policy violation every page load).
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
