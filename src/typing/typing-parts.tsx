// What the typing screen and a field's on-screen keyboard share (issue 25): the physical keyboard's typing commands
// routed to the same edits as the on-screen keys, the two delete keys, and a said text's row (say again, edit).
import type { RefObject, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextCommand } from '@input-drivers/commands';
import { Icon } from '@/components/Icon';
import { useTextEntry } from '@/input/text-entry';
import { deleteLetter, deleteWord } from './editing';

export interface TypingEdits {
  /** The text as it is now (read at the command, not at the last render). */
  text: () => string;
  type: (added: string) => void;
  choose: (word: string, index: number) => void;
  change: (next: string) => void;
  /** Enter: speak (the typing screen) or Done (a field). */
  submit: () => void;
}

/** The physical keyboard's typing, while `ref`'s part of the page is on top, does what the on-screen keys do. */
export function useTypingCommands(ref: RefObject<HTMLElement | null>, suggestions: readonly string[], edits: TypingEdits, active = true): void {
  useTextEntry(
    ref,
    (command: TextCommand) => {
      if (!active) return;
      if (command.type === 'text') edits.type(command.text);
      else if (command.type === 'suggest') {
        const word = suggestions[command.index];
        if (word) edits.choose(word, command.index);
      } else if (command.action === 'deleteLetter') edits.change(deleteLetter(edits.text()));
      else if (command.action === 'deleteWord') edits.change(deleteWord(edits.text()));
      else edits.submit();
    },
  );
}

/** "apagar letra" and "apagar palavra", named as the accessible contract says. */
export function DeleteKeys({ edits }: { edits: Pick<TypingEdits, 'text' | 'change'> }) {
  const { t } = useTranslation('typing');
  return (
    <>
      <button type="button" className="button" aria-label={t('keys.deleteLetter')} onClick={() => edits.change(deleteLetter(edits.text()))}>
        <Icon emoji="⬅️" />
        {t('deleteLetter')}
      </button>
      <button type="button" className="button" aria-label={t('keys.deleteWord')} onClick={() => edits.change(deleteWord(edits.text()))}>
        {t('deleteWord')}
      </button>
    </>
  );
}

/** A text said before or saved: pressed, it is said again; Edit puts it back in the message. */
export function SaidItem({ text, onSay, onEdit, children }: { text: string; onSay: (text: string) => void; onEdit: (text: string) => void; children?: ReactNode }) {
  const { t } = useTranslation('typing');
  return (
    <li className="typing__said-item">
      <button type="button" className="button typing__said-text" aria-label={t('sayAgain', { text })} onClick={() => onSay(text)}>
        <Icon emoji="🔊" />
        <span>{text}</span>
      </button>
      <button type="button" className="button button--secondary" aria-label={t('edit', { text })} onClick={() => onEdit(text)}>
        <Icon emoji="✏️" />
      </button>
      {children}
    </li>
  );
}
