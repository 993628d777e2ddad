// Optional configuration from environment variables, read once at start. Every value has a working default,
// so the app runs with nothing configured; a malformed value is reported and the default is used.
const env = import.meta.env;

function url(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    console.warn(`${name} is not a valid URL (${value}); using ${fallback}`);
    return fallback;
  }
}

function email(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return value;
  console.warn(`${name} is not a valid e-mail address (${value}); using ${fallback}`);
  return fallback;
}

export const config = {
  /** The site host used in canonical links; the current origin when unset. */
  siteUrl: url('VITE_SITE_URL', env.VITE_SITE_URL, ''),
  contactEmail: email('VITE_CONTACT_EMAIL', env.VITE_CONTACT_EMAIL, 'contato@aceno.app'),
  whatsappUrl: url('VITE_WHATSAPP_URL', env.VITE_WHATSAPP_URL, 'https://wa.me/5511999999999'),
  instagramUrl: url('VITE_INSTAGRAM_URL', env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/aceno.app'),
} as const;

export function siteHost(): string {
  return config.siteUrl || globalThis.location?.origin || '';
}
