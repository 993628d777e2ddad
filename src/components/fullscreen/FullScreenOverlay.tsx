// The overlay itself (spec 000 §2.11): the card huge on a screen-wide dialog; any tap, Enter or Space closes it,
// and so does the input runtime's back (Escape, a back switch). Progress bar first (up to the auto-close when there is one), the close hint after 3 s, the close
// message while closing.
import { useSelector } from '@xstate/react';
import { Fragment, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { CLOSE_HINT_MS, type fullScreenCardMachine } from '@machines/fullscreen-card';
import { SymbolView } from '@/components/card/SymbolView';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import './fullscreen.css';

/** The dialog has no control of its own to press: Enter and Space on it press it, as they would a button. */
const CLOSE_KEYS = new Set(['Enter', ' ']);

interface Props {
  actor: ActorRefFrom<typeof fullScreenCardMachine>;
  onClose: () => void;
}

export function FullScreenOverlay({ actor, onClose }: Props) {
  const { t } = useTranslation('components');
  const card = useSelector(actor, (s) => s.context.card);
  const shown = useSelector(actor, (s) => s.context.shown);
  const phase = useSelector(actor, (s) => (s.matches('closing') ? 'closing' : s.matches({ open: 'hint' }) ? 'hint' : 'progress'));
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, card !== null);
  useLayerBack(dialog, onClose, card !== null);

  if (!card) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (!CLOSE_KEYS.has(event.key)) return;
    event.preventDefault();
    // A held key repeats; only a fresh press closes, so the key that opened the card cannot close it too.
    if (!event.repeat) onClose();
  }

  const status = phase === 'closing' ? (card.closeMessage ?? t('fullscreen.closing')) : phase === 'hint' ? t('fullscreen.hint') : '';

  return createPortal(
    <div
      ref={dialog}
      className={`fullscreen${card.uppercase ? ' fullscreen--uppercase' : ''}${phase === 'closing' ? ' fullscreen--closing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={card.label}
      tabIndex={-1}
      onClick={onClose}
      onKeyDown={onKeyDown}
    >
      {card.emojiSequence && card.emojiSequence.length > 0 && (
        <p className="fullscreen__sequence" aria-hidden="true">
          {card.emojiSequence.map((emoji, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <SymbolView symbol={emoji} className="fullscreen__sequence-symbol" />
            </Fragment>
          ))}
        </p>
      )}
      <SymbolView symbol={card.symbol} className="fullscreen__symbol" />
      <p className="fullscreen__label">{card.label}</p>
      <div className="fullscreen__footer">
        {phase === 'progress' && (
          <div key={shown} className="fullscreen__progress" aria-hidden="true">
            <span style={{ animationDuration: `${card.autoCloseMs ?? CLOSE_HINT_MS}ms` }} />
          </div>
        )}
        <p className="fullscreen__status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>,
    document.body,
  );
}
