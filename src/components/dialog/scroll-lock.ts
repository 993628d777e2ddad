// Page scroll lock for overlays and modals. Counted, so a modal over the full-screen card (or the other way)
// restores the page's own overflow only when the last one closes.
let locks = 0;
let saved = '';

export function lockScroll(body: HTMLElement = document.body): () => void {
  if (locks === 0) {
    saved = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) body.style.overflow = saved;
  };
}
