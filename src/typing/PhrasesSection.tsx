// The user's phrases on the typing screen (issue 25), by category: a tap speaks one again, Edit puts it back in the
// message, "Put on a board" turns it into a card (at the end of the board's first category; with a caregiver's PIN
// set, only once My boards was unlocked), Delete has Undo.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { LIMITS, textIn } from '@/boards/model';
import { readBoardRows, saveCard } from '@/boards/store';
import { useBoardList } from '@/boards/use-board-list';
import { Icon } from '@/components/Icon';
import { useToast } from '@/components/toast/context';
import { loadLock, lockState, subscribeLock } from '@/lock/lock-store';
import { ChoiceDialog } from './ChoiceDialog';
import { SaidItem } from './typing-parts';
import { PHRASE_CATEGORIES, type Phrase } from './phrases';

interface PhrasesSectionProps {
  phrases: readonly Phrase[];
  onSay: (text: string) => void;
  onEdit: (text: string) => void;
  onRemove: (phrase: Phrase) => void;
}

export function PhrasesSection({ phrases, onSay, onEdit, onRemove }: PhrasesSectionProps) {
  const { t } = useTranslation('typing');
  const lang = useLang();
  const [toBoard, setToBoard] = useState<Phrase | null>(null);
  const mine = phrases.filter((phrase) => phrase.lang === lang);
  // Changing a board is a caregiver's: with a PIN set, a phrase goes on a board only after My boards was unlocked.
  const { lock, unlocked } = useSyncExternalStore(subscribeLock, lockState);
  useEffect(() => void loadLock(), []);
  const boardsOpen = lock === 'none' || unlocked;
  return (
    <section className="typing__history" aria-labelledby="typing-phrases">
      <h2 id="typing-phrases" className="typing__history-title">
        {t('phrases')}
      </h2>
      {mine.length === 0 && <p className="typing__hint">{t('phrasesEmpty')}</p>}
      {PHRASE_CATEGORIES.map((category) => {
        const inCategory = mine.filter((phrase) => phrase.category === category);
        if (inCategory.length === 0) return null;
        const headingId = `typing-phrases-${category}`;
        return (
          <div key={category}>
            <h3 id={headingId} className="typing__phrases-group">
              {t(`categories.${category}`)}
            </h3>
            <ul className="typing__said" aria-labelledby={headingId}>
              {inCategory.map((phrase) => (
                <SaidItem key={phrase.id} text={phrase.text} onSay={onSay} onEdit={onEdit}>
                  {boardsOpen && (
                    <button type="button" className="button button--secondary" aria-label={t('toBoard', { text: phrase.text })} onClick={() => setToBoard(phrase)}>
                      <Icon emoji="🗂️" />
                    </button>
                  )}
                  <button type="button" className="button button--secondary" aria-label={t('removePhrase', { text: phrase.text })} onClick={() => onRemove(phrase)}>
                    <Icon emoji="🗑️" />
                  </button>
                </SaidItem>
              ))}
            </ul>
          </div>
        );
      })}
      {toBoard && <BoardChoice phrase={toBoard} onDone={() => setToBoard(null)} />}
    </section>
  );
}

function BoardChoice({ phrase, onDone }: { phrase: Phrase; onDone: () => void }) {
  const { t } = useTranslation('typing');
  const lang = useLang();
  const toast = useToast();
  const list = useBoardList();
  const boards = list.status === 'ready' ? list.boards.filter((board) => !board.damaged) : [];
  const tooLong = phrase.text.length > LIMITS.label;

  async function add(boardId: string) {
    onDone();
    const board = boards.find((b) => b.id === boardId);
    const rows = await readBoardRows(boardId).catch(() => null);
    const category = rows?.categories.slice().sort((a, b) => a.order - b.order)[0];
    if (!board || !category) {
      toast.show({ title: t('notAdded'), variant: 'destructive' });
      return;
    }
    try {
      await saveCard({ boardId, categoryId: category.id, label: { [lang]: phrase.text }, symbol: { kind: 'emoji', emoji: '💬' } });
      toast.show({ title: t('addedToBoard', { board: textIn(board.name, lang) }) });
    } catch {
      toast.show({ title: t('notAdded'), variant: 'destructive' });
    }
  }

  return (
    <ChoiceDialog
      title={t('chooseBoard')}
      note={tooLong ? t('cardTooLong', { max: LIMITS.label }) : list.status === 'ready' && boards.length === 0 ? t('noBoards') : undefined}
      options={tooLong ? [] : boards.map((board) => ({ value: board.id, label: textIn(board.name, lang) }))}
      cancel={t('field.cancel')}
      onChoose={(id) => void add(id)}
      onCancel={onDone}
    />
  );
}
