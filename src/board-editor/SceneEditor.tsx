// A scene board in the editor (issue 40): its pages, each a photo (chosen, or taken with the camera, kept whole and
// made small enough to store), named; a new page from a photo; the chosen page's parts (ScenePageEditor).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn, withText, type Board } from '@/boards/model';
import { saveCategory, saveMedia } from '@/boards/store';
import { useLang } from '@/i18n/current-language';
import { prepareScenePhoto } from './photo';
import { PhotoPicker } from './PhotoPicker';
import { ScenePageEditor } from './ScenePageEditor';
import { useEdit } from './use-edit';
import './scene-editor.css';

interface Props {
  board: Board;
  images: ReadonlyMap<string, string>;
  editable: boolean;
}

export function SceneEditor({ board, images, editable }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const edit = useEdit();
  const pages = board.categories.filter((category) => category.scene !== undefined);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const page = pages.find((category) => category.id === chosenId) ?? pages[0];
  /** A page from a photo, kept whole; the edit's own message says when the device cannot keep it. */
  async function addPage(photo: { blob: Blob; width: number; height: number }) {
    const name = t('scene.pageName', { n: board.categories.length + 1 });
    const id = await edit(
      async () => {
        const mediaId = await saveMedia('image', photo.blob);
        return saveCategory({ boardId: board.id, name: { [lang]: name }, color: 'blue', scene: { picture: { kind: 'image', mediaId }, width: photo.width, height: photo.height } });
      },
      () => ({ done: t('scene.pageAdded', { name }) }),
    );
    if (id) setChosenId(id);
  }

  return (
    <section className="scene-editor" aria-labelledby="scene-editor-pages">
      <h2 id="scene-editor-pages" className="page__subtitle">
        {t('scene.pages')}
      </h2>
      {pages.length > 0 ? (
        <div className="scene-editor__pages">
          {pages.map((category) => (
            <button key={category.id} type="button" className="chip" aria-pressed={category.id === page?.id} onClick={() => setChosenId(category.id)}>
              {textIn(category.name, lang)}
            </button>
          ))}
        </div>
      ) : (
        <p className="page__intro">{t('scene.noPages')}</p>
      )}
      <div className="scene-editor__add">
        <PhotoPicker prepare={prepareScenePhoto} onPhoto={addPage} fileLabel={t('scene.addPage')} tooBig={t('scene.tooBig')} disabled={!editable} />
      </div>
      {page && (
        <ScenePageEditor
          key={page.id}
          board={board}
          page={page}
          images={images}
          editable={editable}
          onRename={(name) => void edit(() => saveCategory({ boardId: board.id, id: page.id, name: withText(page.name, lang, name), color: page.color }))}
        />
      )}
    </section>
  );
}
