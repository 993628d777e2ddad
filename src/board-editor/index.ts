// Owns: the board editor as another feature opens it (the professional area's create-board page, issue 24) — the
// same editor as My boards, with its texts and styles registered, loaded with the page that needs it.
import { needTexts } from '@/i18n/i18n';
import { BoardEditor } from './BoardEditor';
import './editor.css';

needTexts('boardEditor');

export default BoardEditor;
