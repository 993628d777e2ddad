// The optional backend's configuration (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), validated with zod at start.
// Nothing configured is the normal case: the app runs on the embedded default (local storage, bundled content,
// the offline voice) and says so in the console only, with the messages of spec 000 §8. A malformed value is
// reported the same way and treated as not configured: a half-configured backend never blocks a screen.
import { z } from '@/config/zod';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

const schema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  anonKey: z.string().check(z.minLength(20)),
});

export type ConfigProblem = 'supabaseUrl is required.' | 'supabaseKey is required.' | 'supabaseUrl is not a valid URL.' | 'supabaseKey is not valid.';

/** The configuration, or the problems that make it unusable (empty when nothing is wrong). */
export function parseBackendConfig(env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string }): {
  config: BackendConfig | null;
  problems: ConfigProblem[];
} {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';
  const problems: ConfigProblem[] = [];
  if (!url) problems.push('supabaseUrl is required.');
  if (!anonKey) problems.push('supabaseKey is required.');
  if (problems.length > 0) return { config: null, problems };
  const parsed = schema.safeParse({ url: url.replace(/\/+$/, ''), anonKey });
  if (parsed.success) return { config: parsed.data, problems: [] };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (fields.has('url')) problems.push('supabaseUrl is not a valid URL.');
  if (fields.has('anonKey')) problems.push('supabaseKey is not valid.');
  return { config: null, problems };
}

let reported = false;

/** The build's backend configuration; the first call logs why there is none (console only, once). */
export function backendConfig(): BackendConfig | null {
  const { config, problems } = parseBackendConfig(import.meta.env);
  if (!reported && problems.length > 0) {
    reported = true;
    console.info(`Aceno runs without a backend: ${problems.join(' ')}`);
  }
  return config;
}
