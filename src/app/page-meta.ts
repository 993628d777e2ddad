// Per-route document title, description, social title/description, canonical link ({host} + path) and the web
// manifest of the page's language.
import { useEffect } from 'react';
import { siteHost } from '@/config/env';
import { manifestOf } from '@/languages';
import { manifestFileOf } from '@/pwa/manifest';
import { tagOf, type Lang } from '@/i18n/language';

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  lang: Lang;
}

export function applyPageMeta({ title, description, path, lang }: PageMeta, doc: Document = document): void {
  doc.title = title;
  doc.documentElement.lang = tagOf(lang);
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'property', 'og:url', siteHost() + path);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = siteHost() + path;
  // The build links the Portuguese manifest; an English page offers the English one (an install names the app in it).
  const manifest = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/${manifestFileOf(manifestOf(lang))}`;
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, lang } = meta;
  useEffect(() => applyPageMeta({ title, description, path, lang }), [title, description, path, lang]);
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}
