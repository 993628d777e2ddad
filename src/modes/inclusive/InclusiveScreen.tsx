// The inclusive mode (spec 001 §2 "Inclusive mode screen", §4): nine quick phrases and the camera panel that
// lets the head move a pointer; resting on a phrase for 2 s says it. Back goes to the start screen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraPanel } from '@/components/camera/CameraPanel';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { ScreenHeader } from '@/components/ScreenHeader';
import { needTexts } from '@/i18n/i18n';
import { INCLUSIVE_MODE, QuickPhrases } from './QuickPhrases';
import './inclusive.css';

needTexts('inclusive');

export default function InclusiveScreen() {
  const { t } = useTranslation('inclusive');
  const cameraHeading = useId();
  return (
    <div className="page inclusive">
      <ScreenHeader />
      <h1 className="page__title">{t('title')}</h1>
      <div className="inclusive__layout">
        <p className="inclusive__intro">{t('intro')}</p>
        <QuickPhrases />
        <section className="inclusive__camera" aria-labelledby={cameraHeading}>
          <CameraPanel
            id="camera"
            heading={
              <h2 id={cameraHeading} className="inclusive__camera-title">
                {t('camera')}
              </h2>
            }
          />
        </section>
      </div>
      <FirstTimeModal mode={INCLUSIVE_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}
