// The camera's error in red, as an alert: the spec's exact text when the camera is refused, missing or fails
// (001 §8), a plain retry text when the face model could not start, and what still works when it stops mid-use.
import { useTranslation } from 'react-i18next';
import type { CameraError as CameraErrorReason } from '@/input/face/session';

export function CameraError({ error, className }: { error: CameraErrorReason | null; className?: string }) {
  const { t } = useTranslation('camera');
  if (!error) return null;
  return (
    <p role="alert" className={`camera-error${className ? ` ${className}` : ''}`}>
      {error === 'engine' ? t('engineError') : error === 'lost' ? t('lost') : t('error')}
    </p>
  );
}
