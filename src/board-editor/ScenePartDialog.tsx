// A scene's part in the editor (issue 40): its name (required), what it says when that is more than its name ("Esta
// é minha neta Júlia, ela tem 6 anos"), and the family's own voice saying it. Its place is set on the photo.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/boards/model';
import { Dialog, DialogActions } from '@/components/dialog/Dialog';
import { TextField } from '@/components/form/TextField';
import { VoiceRecorder, type VoiceDraft } from './VoiceRecorder';

export interface PartDraft {
  label: string;
  spoken: string;
  voice: VoiceDraft;
}

interface Props {
  initial: PartDraft;
  editing: boolean;
  onSave: (draft: PartDraft) => void;
  onCancel: () => void;
}

export function ScenePartDialog({ initial, editing, onSave, onCancel }: Props) {
  const { t } = useTranslation('boardEditor');
  const [label, setLabel] = useState(initial.label);
  const [spoken, setSpoken] = useState(initial.spoken);
  const [voice, setVoice] = useState<VoiceDraft>(initial.voice);
  const input = useRef<HTMLInputElement>(null);
  const valid = label.trim() !== '';
  return (
    <Dialog
      title={t(editing ? 'scene.partTitle.edit' : 'scene.partTitle.add')}
      onClose={onCancel}
      initialFocus={input}
      actions={
        <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onCancel} doLabel={t('scene.savePart')} disabled={!valid} onDo={() => onSave({ label: label.trim(), spoken: spoken.trim(), voice })} />
      }
    >
      <TextField label={t('scene.partLabel')} inputRef={input} value={label} maxLength={LIMITS.label} required onChange={setLabel} />
      <TextField label={t('scene.partSpoken')} value={spoken} maxLength={LIMITS.label} onChange={setSpoken} />
      <VoiceRecorder value={voice} onChange={setVoice} />
    </Dialog>
  );
}
