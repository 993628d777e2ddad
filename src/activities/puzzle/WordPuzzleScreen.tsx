// The word puzzle's own address (/quebra-cabeca/palavra, /en/puzzle/word): the puzzle screen on its word game.
import PuzzleScreen from './PuzzleScreen';

export default function WordPuzzleScreen() {
  return <PuzzleScreen kind="word" />;
}
