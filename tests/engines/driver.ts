// Owns: the one small page-driver interface the engines suite's journeys are written against, so each journey is
// written once and runs in WebKit (WebKitWebDriver, webkit.ts) and in Firefox (WebDriver BiDi, firefox.ts); and the
// in-page code both drivers run to find an element by its role and accessible name, as a person names it.

export type EngineName = 'webkit' | 'firefox';

export type Role = 'button' | 'link' | 'heading' | 'dialog' | 'textbox' | 'tab' | 'navigation' | 'list' | 'region' | 'checkbox';

/** An element found by role and accessible name (a substring unless `exact`), optionally inside another (CSS). */
export interface Target {
  role: Role;
  name: string;
  exact?: boolean;
  within?: string;
}

export interface Engine {
  readonly name: EngineName;
  /** The app's address (a static server of the production build). */
  readonly base: string;
  /** Goes to a path of the app (or a whole address) and waits for the page's load. */
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Clicks the element (waiting for it), as a pointer would: the driver's own input, not a script's click(). */
  click(target: Target): Promise<void>;
  /** Replaces a text field's text, typed key by key as a person would. */
  fill(target: Target, text: string): Promise<void>;
  /**
   * Chooses a file for the file input that a button opens (FileButton: the hidden input after it), as the file
   * chooser would after the button is pressed.
   */
  upload(button: Target, path: string): Promise<void>;
  /** Types into the focused element. */
  type(text: string): Promise<void>;
  /** Presses one key: a digit, 'Enter', 'Escape', 'Tab', ' ' (Space). */
  press(key: string): Promise<void>;
  /** Runs a function in the page (its source is sent: it must not close over anything). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Runs a whole script in the page, as the driver's own code (the page's content security policy does not apply). */
  inject(script: string): Promise<void>;
  /** Whether the target is on screen now. */
  has(target: Target): Promise<boolean>;
  screenshot(path: string): Promise<void>;
  /** A fresh start: every tab's storage gone (IndexedDB, localStorage, the offline worker's caches). */
  close(): Promise<void>;
}

/** How long a journey waits for what a person would wait for. */
export const WAIT_MS = 20_000;

/** Polls `check` until it answers something truthy, or fails with `what` after `timeout` ms. */
export async function waitUntil<T>(what: string, check: () => Promise<T>, timeout = WAIT_MS): Promise<NonNullable<T>> {
  const until = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`Timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * In the page: the first visible element with the role and accessible name, or null. The name is computed as the
 * accessibility tree does for this app's markup: aria-labelledby, aria-label, a field's label, then the text of the
 * element without what is aria-hidden.
 */
export function findInPage(role: Role, name: string, exact: boolean, within: string | null): Element | null {
  const selectors: Record<Role, string> = {
    button: 'button,[role="button"],input[type="button"],input[type="submit"],summary',
    link: 'a[href],[role="link"]',
    heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]',
    dialog: 'dialog,[role="dialog"],[role="alertdialog"]',
    textbox: 'input:not([type]),input[type="text"],input[type="search"],input[type="url"],input[type="email"],textarea,[role="textbox"]',
    tab: '[role="tab"]',
    navigation: 'nav,[role="navigation"]',
    list: 'ul,ol,[role="list"]',
    region: 'section[aria-label],section[aria-labelledby],[role="region"]',
    checkbox: 'input[type="checkbox"],[role="checkbox"],[role="switch"]',
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || (node instanceof HTMLElement && node.hidden)) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    return [...node.childNodes].map(textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(' ').map((id) => textOf(document.getElementById(id) ?? document.createElement('i'))).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const labels = element.labels ? [...element.labels].map(textOf).join(' ') : '';
      return squash(labels || element.placeholder || element.title);
    }
    return squash(textOf(element));
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  for (const element of scope.querySelectorAll(selectors[role])) {
    if (!visible(element)) continue;
    const own = nameOf(element);
    if (exact ? own === name : own.includes(name)) return element;
  }
  return null;
}

/** In the page: the file input a button opens (src/components/form/FileButton.tsx puts it right after the button). */
export function fileInputOf(button: Element | null): HTMLInputElement | null {
  const input = button?.nextElementSibling;
  return input instanceof HTMLInputElement && input.type === 'file' ? input : null;
}
