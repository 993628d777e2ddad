// Registering the offline worker when the browser refuses it: said as a refusal, never thrown, and a real fault
// (a missing script) logged whole; the app goes on working online either way.
import { afterEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();
vi.mock('workbox-window', () => ({
  Workbox: class {
    register = register;
    update = () => Promise.resolve();
    addEventListener() {}
  },
}));

async function registerOnce() {
  vi.resetModules();
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  const { registerServiceWorker } = await import('./register');
  return registerServiceWorker({ isOpen: () => false, subscribeOpen: () => () => {} });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('registering the offline worker', () => {
  it('says "could not register" when the browser quietly refuses it, and throws nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    register.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
    expect(await registerOnce()).not.toBeNull();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not register the service worker: the browser refused it/)));
    expect(error).not.toHaveBeenCalled();
  });

  it('logs any other failure whole, as a fault', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = new Error('404 for /sw.js');
    register.mockRejectedValueOnce(missing);
    await registerOnce();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not be registered/), missing));
    expect(warn).not.toHaveBeenCalled();
  });
});
