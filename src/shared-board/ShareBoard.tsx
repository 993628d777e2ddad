// "Share by link" for a board (issue 15; spec 001 §8's two toasts): a link that opens the board on any device. With
// no backend the board travels in the link itself (link.ts); with one it is stored under the link's token, and the
// link carries it too only when the backend cannot be reached (offline). The link is copied and also shown, so it
// can be copied by hand where the clipboard is refused. A board made for a patient carries the id its use is reported
// under, so the family's device reports to the therapist.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedBoardPath } from '@/routes/paths';
import { backendConfig } from '@/backend/config';
import type { Board } from '@/boards/model';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/context';
import { needTexts } from '@/i18n/i18n';
import './shared-board.css';

needTexts('sharedBoard');

async function makeLink(board: Board): Promise<string> {
  const [{ encodeFragment, sharedContent }, { newShareToken }, { usageIdOf }] = await Promise.all([import('@/boards/link'), import('./token'), import('@/boards/store')]);
  const content = sharedContent(board, (await usageIdOf(board.id)) ?? undefined);
  const token = newShareToken();
  if (backendConfig()) {
    const { storeSharedBoard } = await import('@/backend/shared-boards');
    if (await storeSharedBoard(token, content)) return `${location.origin}${sharedBoardPath(token)}`;
  }
  return `${location.origin}${sharedBoardPath(token)}#${await encodeFragment(content)}`;
}

export function ShareBoard({ board }: { board: Board }) {
  const { t } = useTranslation('sharedBoard');
  const toast = useToast();
  const [link, setLink] = useState<string | null>(null);

  async function share() {
    let url: string;
    try {
      url = await makeLink(board);
    } catch {
      toast.show({ title: t('share.failed'), variant: 'destructive' });
      return;
    }
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ title: t('share.copied') });
    } catch {
      toast.show({ title: t('share.copyFailed', { url }), variant: 'destructive' });
    }
  }

  return (
    <div className="share-board">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        {t('share.button')}
      </button>
      {link && <TextField className="share-board__link" label={t('share.link')} hint={t('share.hint')} value={link} readOnly onChange={() => {}} />}
    </div>
  );
}
