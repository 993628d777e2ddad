// Owns: drawing this device's own board into a written word-board page before any of the app's code has run, from
// the board's last-shown copy (src/boards/last-shown-copy.ts) and the look the device noted (own-boards.ts). A family
// whose board is not the built-in one then sees their cards as soon as a family with the built-in board does, instead
// of a blank page until the app has started; the app draws the same cards over them when it runs (main.tsx).
// Everything is set with DOM calls that set text and attributes, never HTML: the copy is the family's data.
import type { Board, Category } from '@/boards/model';
import { cardLabel, symbolSource } from '@/boards/card-text';
import { CATEGORY_COLOR_HEX } from '@/boards/colors';
import { LAST_SHOWN_PREFIX, readCopy } from '@/boards/last-shown-copy';
import { textIn } from '@/boards/local-text';
import { SHOWN_IN_MODE_PREFIX, noteOfBoardLook, type BoardLook } from '@/boards/own-boards';
import { FIRST_SLICE } from '@/boards/slices';
import { cardClassName, cardColors, labelLook, symbolLook } from '@/components/card/card-look';
import type { Lang } from '@/i18n/language';

export interface OwnBoard {
  board: Board;
  look: BoardLook;
}

/**
 * The board this device's mode showed last, with the look to draw it in, when both can be drawn here: its copy is
 * intact and has a card to show, and the look is one the written page's layout has (not the lateral one).
 */
export function ownBoardToDraw(mode: string, read: (key: string) => string | null): OwnBoard | null {
  const look = noteOfBoardLook(read);
  if (!look || look.lateral) return null;
  const id = read(SHOWN_IN_MODE_PREFIX + mode);
  if (!id || id.length > 100) return null;
  const copy = readCopy(read(LAST_SHOWN_PREFIX + id), id);
  if (!copy?.board.categories.some((category) => category.cards.some((card) => !card.hidden))) return null;
  return { board: copy.board, look };
}

/** The categories with their cards to offer, the first FIRST_SLICE of them in all (as the app's first frame). */
function firstSlice(categories: readonly Category[]): Category[] {
  let left = FIRST_SLICE;
  return categories.map((category) => {
    const cards = category.cards.filter((card) => !card.hidden).slice(0, Math.max(0, left));
    left -= cards.length;
    return { ...category, cards };
  });
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

function emojiNode(doc: Document, emoji: string): Element {
  const text = element(doc, 'span', 'card__symbol');
  text.setAttribute('aria-hidden', 'true');
  text.textContent = emoji;
  return text;
}

/** Where the bundled symbols are, and which: the boot knows only that the build bundled one for every emoji. */
export interface SymbolFiles {
  base: string;
  bundled: ReadonlySet<string>;
  others: boolean;
}

/** A card's picture, as the card component draws it before the card's own photo is read (it needs the database). */
function symbolNode(doc: Document, symbol: string | null | undefined, files: SymbolFiles): Element | null {
  const look = symbolLook(symbol, files.bundled, files.base, files.others);
  if (look.kind === 'none') return null;
  if (look.kind === 'text') return emojiNode(doc, look.text);
  const image = element(doc, 'img', look.kind === 'image' ? 'card__symbol card__symbol--image' : 'card__symbol card__symbol--bundled symbol--bundled');
  image.setAttribute('alt', '');
  if (look.kind === 'bundled') {
    image.setAttribute('aria-hidden', 'true');
    // A symbol the build has no file for: its emoji, as the card component falls back to.
    image.addEventListener('error', () => image.replaceWith(emojiNode(doc, look.text)), { once: true });
  }
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
  image.setAttribute('draggable', 'false');
  image.src = look.src;
  return image;
}

function cardNode(doc: Document, label: string, symbol: string | null | undefined, color: string | undefined, look: BoardLook, files: SymbolFiles): HTMLLIElement {
  const item = element(doc, 'li', 'card-grid__item');
  const colors = cardColors(color);
  const button = element(doc, 'button', cardClassName({ uppercase: look.uppercase, colored: colors !== undefined, words: symbol === null }));
  button.type = 'button';
  button.setAttribute('data-choice', '');
  if (colors) Object.assign(button.style, colors);
  const picture = symbolNode(doc, symbol, files);
  if (picture) button.append(picture);
  const { className, longestWord } = labelLook(label);
  const text = element(doc, 'span', className);
  if (longestWord !== null) text.style.setProperty('--longest-word', String(longestWord));
  text.textContent = label;
  button.append(text);
  item.append(button);
  return item;
}

/**
 * Replaces the written page's categories and cards with the board's; false (nothing changed) when the page has no
 * place for them.
 */
export function drawOwnBoard(root: ParentNode, { board, look }: OwnBoard, lang: Lang, files: SymbolFiles): boolean {
  const navList = root.querySelector('.board-nav--sticky .board-nav__list');
  const navItem = navList?.querySelector('li');
  const sections = root.querySelector('.dynamic__sections');
  const section = sections?.querySelector('section');
  const heading = section?.querySelector('h2');
  const grid = section?.querySelector('ul');
  if (!navList || !navItem || !sections || !section || !heading || !grid) return false;
  const doc = root.ownerDocument ?? document;
  const items: Element[] = [];
  const drawn: Element[] = [];
  for (const category of firstSlice(board.categories)) {
    const title = textIn(category.name, lang);
    const color = CATEGORY_COLOR_HEX[category.color];
    const item = navItem.cloneNode(true) as Element;
    const button = item.querySelector('button');
    if (!button) return false;
    button.textContent = title;
    button.style.setProperty('--board-nav-color', color ?? '');
    items.push(item);

    const id = `categoria-${category.id}`;
    const part = section.cloneNode(false) as Element;
    part.id = id;
    part.setAttribute('aria-labelledby', `${id}-titulo`);
    const head = heading.cloneNode(false) as Element;
    head.id = `${id}-titulo`;
    head.textContent = title;
    const list = grid.cloneNode(false) as Element;
    list.setAttribute('aria-label', title);
    for (const card of category.cards) {
      list.append(cardNode(doc, cardLabel(card, lang), symbolSource(card.symbol, new Map()), card.color ?? (look.colored ? color : undefined), look, files));
    }
    part.append(head, list);
    drawn.push(part);
  }
  navList.replaceChildren(...items);
  sections.replaceChildren(...drawn);
  return true;
}
