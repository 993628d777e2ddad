// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendConfig, parseBackendConfig } from './config';

const key = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('backend configuration', () => {
  it('names what is missing with the messages of the spec', () => {
    expect(parseBackendConfig({})).toEqual({ config: null, problems: ['supabaseUrl is required.', 'supabaseKey is required.'] });
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: '   ' }).problems).toEqual(['supabaseKey is required.']);
    expect(parseBackendConfig({ VITE_SUPABASE_ANON_KEY: key }).problems).toEqual(['supabaseUrl is required.']);
  });

  it('refuses a malformed URL or key', () => {
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: key })).toEqual({ config: null, problems: ['supabaseUrl is not a valid URL.'] });
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'ftp://x.supabase.co', VITE_SUPABASE_ANON_KEY: key }).problems).toEqual(['supabaseUrl is not a valid URL.']);
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'short' }).problems).toEqual(['supabaseKey is not valid.']);
  });

  it('accepts a good configuration, trimmed and without a trailing slash', () => {
    expect(parseBackendConfig({ VITE_SUPABASE_URL: ' https://x.supabase.co/ ', VITE_SUPABASE_ANON_KEY: ` ${key} ` })).toEqual({
      config: { url: 'https://x.supabase.co', anonKey: key },
      problems: [],
    });
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54329', VITE_SUPABASE_ANON_KEY: key }).config?.url).toBe('http://127.0.0.1:54329');
  });

  it("reads the build's environment and says in the console only why there is no backend", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    expect(backendConfig()).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('supabaseUrl is required. supabaseKey is required.'));
    vi.stubEnv('VITE_SUPABASE_URL', 'https://x.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', key);
    expect(backendConfig()).toEqual({ url: 'https://x.supabase.co', anonKey: key });
  });
});
