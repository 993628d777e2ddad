// The scenes mode (issue 40): a photo from the person's life that speaks. The built-in scenes come first (a kitchen
// and a living room, so the mode is never empty), then the family's own; one page at a time, chosen by its name.
// The chosen scene and page are in the address (?b=&p=), so a reload or a shared address opens the same photo.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ModePrintLink } from '@/board-print';
import { BoardNotice } from '@/boards/BoardNotice';
import { textIn, type CardRow } from '@/boards/model';
import { builtinBoardId } from '@/boards/seeds';
import { useBoard } from '@/boards/use-board';
import { useBoardList } from '@/boards/use-board-list';
import { useBoardSpeech } from '@/boards/use-board-speech';
import { useImageUrls } from '@/boards/use-image-urls';
import { useSayBoardCard } from '@/boards/use-say-card';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useLang } from '@/i18n/current-language';
import { needTexts } from '@/i18n/i18n';
import { HOTSPOT_DISPLAYS, useScenePreferences } from './scene-preferences';
import { SceneView } from './SceneView';
import './scenes.css';

needTexts('scenes');

const BUILTIN = builtinBoardId('scenes');

export default function ScenesScreen() {
  const { t } = useTranslation('scenes');
  const lang = useLang();
  const prefs = useScenePreferences();
  const [params, setParams] = useSearchParams();
  const list = useBoardList();
  const own = list.status === 'ready' ? list.boards.filter((board) => board.type === 'scene' && board.id !== BUILTIN) : [];
  const boardId = params.get('b') ?? BUILTIN;
  const view = useBoard(boardId);
  const board = view.status === 'ready' ? view.board : null;
  const pages = board?.categories.filter((category) => category.scene !== undefined) ?? [];
  const page = pages.find((category) => category.id === params.get('p')) ?? pages[0];
  const images = useImageUrls(board);
  const say = useSayBoardCard(board?.id, 'scenes', images, { fullScreen: prefs.fullScreen });
  useBoardSpeech(page ? page.cards : null, lang);
  const open = (b: string, p?: string) => setParams(p ? { b, p } : { b }, { replace: true });
  const nextDisplay = HOTSPOT_DISPLAYS[(HOTSPOT_DISPLAYS.indexOf(prefs.hotspots) + 1) % HOTSPOT_DISPLAYS.length]!;

  return (
    <div className="page scenes">
      <ScreenHeader>
        <div className="top-bar__actions" role="group" aria-label={t('options')}>
          <button type="button" className="chip" onClick={() => prefs.set({ hotspots: nextDisplay })}>
            {t(`display.${prefs.hotspots}`)}
          </button>
          <button type="button" className="chip" aria-pressed={prefs.fullScreen} onClick={() => prefs.set({ fullScreen: !prefs.fullScreen })}>
            {t('fullScreen')}
          </button>
        </div>
      </ScreenHeader>
      <h1 className="page__title scenes__title">{t('title')}</h1>
      <p className="page__intro scenes__intro">{t('intro')}</p>
      <BoardNotice view={view} />
      <nav className="scenes__pages" aria-label={t('pages')}>
        {pages.map((category) => (
          <button key={category.id} type="button" className="chip" aria-current={category.id === page?.id ? 'page' : undefined} onClick={() => open(boardId, category.id)}>
            {textIn(category.name, lang)}
          </button>
        ))}
        {[...(boardId === BUILTIN ? [] : [{ id: BUILTIN, name: null }]), ...own.filter((b) => b.id !== boardId)].map((other) => (
          <button key={other.id} type="button" className="chip scenes__board" onClick={() => open(other.id)}>
            {other.name ? textIn(other.name, lang) : t('title')}
          </button>
        ))}
      </nav>
      {page ? (
        <SceneView page={page} images={images} display={prefs.hotspots} onChoose={(card: CardRow) => say(card)} />
      ) : (
        view.status === 'ready' && <p className="page__intro">{t('empty')}</p>
      )}
      <ModePrintLink boardId={board?.id} />
    </div>
  );
}
