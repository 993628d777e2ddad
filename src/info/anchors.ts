// The page's section anchors (spec 000 §2.10) and which of them the header navigation offers, in its order.
// The ids are part of the page's address (/info#sobre, the /contato redirect), so they stay Portuguese in English too.
export const SECTION = {
  start: 'inicio',
  modes: 'modos',
  howItWorks: 'como-funciona',
  demo: 'demo',
  features: 'recursos',
  devices: 'dispositivos',
  experience: 'experiencia',
  press: 'midia',
  about: 'sobre',
  contact: 'contato',
  callToAction: 'comecar',
  footer: 'footer',
} as const;

export type SectionId = (typeof SECTION)[keyof typeof SECTION];

/** Header order from the spec: Home, Features, Usage Modes, Devices, About Us, Contact. */
export const NAV_SECTIONS = ['inicio', 'recursos', 'modos', 'dispositivos', 'sobre', 'contato'] as const satisfies readonly SectionId[];

/** The element id a location hash points at, or null for none ('#sobre' → 'sobre'; percent-escapes decoded). */
export function anchorFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed escape is still a plain id to look for
  }
}
