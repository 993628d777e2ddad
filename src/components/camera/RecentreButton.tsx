// The head pointer's "Recentre" (CameraControl and CameraPanel): while face tracking runs, the pointer goes back to
// the middle of the screen, for a user whose head has drifted.
import { useTranslation } from 'react-i18next';
import { recentrePointer, type CameraSnapshot } from '@/input/face/session';

export function RecentreButton({ session }: { session: Pick<CameraSnapshot, 'tracking' | 'mode'> }) {
  const { t } = useTranslation('camera');
  if (session.tracking !== 'on' || session.mode !== 'face') return null;
  return (
    <button type="button" className="button button--secondary" onClick={recentrePointer}>
      <span aria-hidden="true">⊕</span>
      {t('recentre')}
    </button>
  );
}
