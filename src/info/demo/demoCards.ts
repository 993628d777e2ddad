// The demo's sample boards: which cards each tab shows and their symbols. The words themselves are texts
// (info.ts demo.words.<tab>.<card>), so every tab has different words in each language.
export type DemoTabId = 'basic' | 'dynamic' | 'constructorMode';

export interface DemoCard {
  id: string;
  emoji: string;
}

export interface DemoTab {
  id: DemoTabId;
  cards: readonly DemoCard[];
}

export const DEMO_TABS: readonly DemoTab[] = [
  {
    id: 'basic',
    cards: [
      { id: 'yes', emoji: '✅' },
      { id: 'no', emoji: '❌' },
      { id: 'water', emoji: '💧' },
      { id: 'eat', emoji: '🍽️' },
      { id: 'bathroom', emoji: '🚻' },
      { id: 'pain', emoji: '🤕' },
      { id: 'help', emoji: '🆘' },
      { id: 'thanks', emoji: '🙏' },
    ],
  },
  {
    id: 'dynamic',
    cards: [
      { id: 'hello', emoji: '👋' },
      { id: 'morning', emoji: '🌅' },
      { id: 'happy', emoji: '😊' },
      { id: 'sad', emoji: '😢' },
      { id: 'tired', emoji: '😴' },
      { id: 'cold', emoji: '🥶' },
      { id: 'now', emoji: '⏰' },
      { id: 'later', emoji: '⏳' },
    ],
  },
  {
    id: 'constructorMode',
    cards: [
      { id: 'i', emoji: '🙋' },
      { id: 'you', emoji: '👉' },
      { id: 'want', emoji: '🤲' },
      { id: 'need', emoji: '❗' },
      { id: 'go', emoji: '🚶' },
      { id: 'home', emoji: '🏠' },
      { id: 'food', emoji: '🍲' },
      { id: 'medicine', emoji: '💊' },
    ],
  },
];
