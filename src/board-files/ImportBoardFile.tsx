// "Import a board" in My boards (issue 17): a file chosen (.obf, .obz or .zip; told apart by content), read and
// checked, its preview shown — how many boards, cards, pictures, sounds, and what cannot be kept and why — and only on
// "Import" stored, as new boards, in one transaction. A refused file says why; nothing already stored is touched.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { Dialog, DialogActions } from '@/components/dialog/Dialog';
import { FileButton } from '@/components/form/FileButton';
import { Icon } from '@/components/Icon';
import { useToast } from '@/components/toast/context';
import { needTexts } from '@/i18n/i18n';
import type { ReadyImport } from './import';
import './board-import.css';

needTexts('boardFiles');

/** Pickers that grey out unknown types still offer these (some tools name packages .zip). */
const ACCEPT = '.obf,.obz,.zip,application/json,application/zip,application/octet-stream';

export function ImportBoardFile({ disabled, onImported }: { disabled?: boolean; onImported: (rootId: string) => void }) {
  const { t, i18n } = useTranslation('boardFiles');
  const lang = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState<'reading' | 'importing' | 'storing' | null>(null);
  const [ready, setReady] = useState<ReadyImport | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [fetched, setFetched] = useState<{ done: number; total: number } | null>(null);
  // Cancel while importing stops it: the pictures still downloading are dropped and nothing is stored.
  const stopping = useRef<AbortController | null>(null);
  // Leaving the page stops an import still downloading; one already being stored ends without taking the user back.
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
      stopping.current?.abort();
    };
  }, []);

  async function choose(file: File) {
    setMessage(null);
    setBusy('reading');
    try {
      const { prepareImport } = await import('./import');
      setReady(await prepareImport(file));
    } catch (error) {
      const problem = (error as { problem?: string }).problem;
      setMessage(t(`errors.${problem && i18n.exists(`errors.${problem}`, { ns: 'boardFiles' }) ? problem : 'notBoardFile'}`));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(plan: ReadyImport['plan']) {
    const controller = new AbortController();
    stopping.current = controller;
    setBusy('importing');
    try {
      const { runImport } = await import('./import');
      const result = await runImport(plan, lang, {
        signal: controller.signal,
        onFetched: (done, total) => setFetched({ done, total }),
        onStoring: () => setBusy('storing'),
      });
      // Said wherever the user is now; the new board opens only if they are still here.
      toast.show({ title: result.mediaMissing > 0 ? `${t('done', { count: result.boards })} ${t('missing', { count: result.mediaMissing })}` : t('done', { count: result.boards }) });
      if (!here.current) return;
      setReady(null);
      onImported(result.rootId);
    } catch (error) {
      setReady(null);
      const problem = (error as { problem?: string }).problem;
      setMessage(controller.signal.aborted ? t('cancelled') : problem && i18n.exists(`errors.${problem}`, { ns: 'boardFiles' }) ? t(`errors.${problem}`) : t('failed'));
    } finally {
      stopping.current = null;
      setFetched(null);
      setBusy(null);
    }
  }

  function cancel() {
    // Once the boards are being stored (a moment) there is nothing left to stop: they arrive whole or not at all.
    if (busy === 'storing') return;
    if (stopping.current) stopping.current.abort();
    else setReady(null);
  }

  // One line per kind of problem, with its first case and how many more there are: a set of 81 boards may have
  // hundreds of the same defect.
  const problems = ready?.preview.problems ?? [];
  const byKind = [...new Set(problems.map((problem) => problem.kind))].map((kind) => {
    const all = problems.filter((problem) => problem.kind === kind);
    return { kind, first: all[0]!, more: all.length - 1 };
  });
  return (
    <div className="board-import">
      <FileButton accept={ACCEPT} disabled={disabled || busy !== null} onFile={(file) => void choose(file)}>
        <Icon emoji="📥" />
        {t('import')}
      </FileButton>
      <p className={message ? 'board-notice' : 'board-import__status'} role={message ? 'alert' : 'status'}>
        {message ?? (busy === 'reading' ? t('reading') : busy === 'importing' ? t('importing') : '')}
      </p>
      {ready && (
        <Dialog
          title={t('previewTitle')}
          onClose={cancel}
          wide
          actions={<DialogActions cancelLabel={t('cancel')} onCancel={cancel} cancelDisabled={busy === 'storing'} doLabel={t('confirm')} disabled={busy !== null} onDo={() => void confirm(ready.plan)} />}
        >
          <p>{t('previewCounts', {
                boards: t('counts.boards', { count: ready.preview.boards }),
                buttons: t('counts.cards', { count: ready.preview.buttons }),
                images: t('counts.images', { count: ready.preview.images }),
                sounds: t('counts.sounds', { count: ready.preview.sounds }),
              })}</p>
          {(busy === 'importing' || busy === 'storing') && (
            <p className="board-import__progress" role="status">
              {busy === 'storing' ? (
                t('importing')
              ) : fetched ? (
                <>
                  {t('fetching', fetched)}
                  <progress max={fetched.total} value={fetched.done} aria-label={t('fetchingLabel')} />
                </>
              ) : (
                t('importing')
              )}
            </p>
          )}
          {problems.length > 0 && (
            <>
              <h3 className="board-import__problems-title">{t('problemsTitle')}</h3>
              <ul className="board-import__problems">
                {byKind.map(({ kind, first, more }) => (
                  <li key={kind}>
                    {t(`problems.${kind}`, { board: first.board, item: first.item ?? '' })}
                    {more > 0 && ` ${t('problemsMore', { count: more })}`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Dialog>
      )}
    </div>
  );
}
