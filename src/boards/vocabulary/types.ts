// The shape every fixed list of cards shares (the card pages, the communication phrases, the dynamic board).
import type { Bilingual } from '@/i18n/language';

export interface SimpleCard {
  /** Unique within its list; names the card in usage records. */
  id: string;
  emoji: string;
  label: Bilingual;
}
