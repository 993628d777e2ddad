// Exporting a board from its editor (issue 17): "Export with its linked boards (.obz)" — the board and every board its
// cards open, with pictures and recordings as files — and "Export this board (.obf)", one board with its media inline.
// The file is downloaded; nothing on the device changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { textIn, type Board } from '@/boards/model';
import { Icon } from '@/components/Icon';
import { useToast } from '@/components/toast/context';
import { needTexts } from '@/i18n/i18n';
import type { BoardToExport, MediaBytes } from './export';
import { downloadBlob } from '@/lib/download';

needTexts('boardFiles');

/** The board and every board reachable through its cards' links (at most 500), the first one first. */
async function gather(rootId: string): Promise<{ list: BoardToExport[]; media: Map<string, MediaBytes> }> {
  const { readBoardRows, readMedia } = await import('@/boards/store');
  const list: BoardToExport[] = [];
  const queue = [rootId];
  const seen = new Set(queue);
  while (queue.length > 0 && list.length < 500) {
    const rows = await readBoardRows(queue.shift()!);
    if (!rows) continue;
    list.push(rows);
    for (const card of rows.cards) {
      if (card.linkBoardId && !seen.has(card.linkBoardId)) {
        seen.add(card.linkBoardId);
        queue.push(card.linkBoardId);
      }
    }
  }
  const ids = list.flatMap(({ cards }) => cards.flatMap((card) => [card.symbol.kind === 'image' ? card.symbol.mediaId : null, card.recordingId ?? null])).filter((id): id is string => !!id);
  const media = new Map<string, MediaBytes>();
  for (const [id, row] of await readMedia(ids)) media.set(id, { bytes: new Uint8Array(await row.blob.arrayBuffer()), type: row.blob.type || 'application/octet-stream', ...(row.license ? { license: row.license } : {}) });
  return { list, media };
}

const fileName = (name: string, extension: string) => `${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'prancha'}.${extension}`;

const download = (bytes: Uint8Array, name: string, type: string) => downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);

export function ExportBoardFile({ board }: { board: Board }) {
  const { t } = useTranslation('boardFiles');
  const lang = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const name = textIn(board.name, lang);

  async function run(kind: 'obz' | 'obf') {
    if (busy) return;
    setBusy(true);
    try {
      const [{ exportObf, exportObz }, { list, media }] = await Promise.all([import('./export'), gather(board.id)]);
      if (list.length === 0) throw new Error('board not stored');
      if (kind === 'obz') download(exportObz(list, media, lang), fileName(name, 'obz'), 'application/zip');
      else download(exportObf(list[0]!, media, lang), fileName(name, 'obf'), 'application/json');
      toast.show({ title: t('exported', { file: fileName(name, kind) }) });
    } catch {
      toast.show({ title: t('exportFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run('obz')}>
        <Icon emoji="📦" />
        {t('exportObz')}
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run('obf')}>
        <Icon emoji="📄" />
        {t('exportObf')}
      </button>
    </>
  );
}
