// The city chip's map (spec 001 §4): titled with the location and the place's name, the coordinates to 6 decimals
// and the city, and the map — the OpenStreetMap embed online ('Carregando mapa...', 'Erro ao carregar mapa'), the
// coordinates alone offline. Back (Escape, a back switch) or the close button closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModal } from '@/components/dialog/use-modal';
import { useLayerBack } from '@/input/layer-back';
import { placesProvider, usesOpenStreetMap } from '@/places';
import type { GpsPosition } from '@machines/city-gps';
import '@/components/dialog/dialog.css';

export const MAP_ZOOM = 18;

type MapState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' } | { status: 'offline' };

export function MapDialog({ city, place, position, onClose }: { city: string; place: string | null; position: GpsPosition | null; onClose: () => void }) {
  const { t } = useTranslation('inclusiveCity');
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [map, setMap] = useState<MapState>(() => (navigator.onLine ? { status: 'loading' } : { status: 'offline' }));
  useModal(dialog, true, close);
  useLayerBack(dialog, onClose, true);

  useEffect(() => {
    if (!position || !navigator.onLine) return;
    let current = true;
    placesProvider()
      .then((provider) => provider.mapUrl(position.latitude, position.longitude, MAP_ZOOM, new AbortController().signal))
      .then(
        (url) => current && setMap(url ? { status: 'ready', url } : { status: 'failed' }),
        () => current && setMap({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [position]);

  return createPortal(
    <div className="modal-backdrop city-map__backdrop">
      <div ref={dialog} className="city-map" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="city-map__title">
          {place ? t('map.title', { place }) : t('map.titleNoPlace')}
        </h2>
        {position ? (
          <p className="city-map__line">{t('map.coordinates', { latitude: position.latitude.toFixed(6), longitude: position.longitude.toFixed(6) })}</p>
        ) : (
          <p className="city-map__line">{t('map.noPosition')}</p>
        )}
        {city && <p className="city-map__line">{t('map.city', { city })}</p>}
        {position && (
          <div className="city-map__frame">
            {map.status === 'loading' && <p role="status">{t('map.loading')}</p>}
            {map.status === 'failed' && <p role="alert">{t('map.failed')}</p>}
            {map.status === 'offline' && <p role="status">{t('map.offline')}</p>}
            {map.status === 'ready' && (
              <iframe
                className="city-map__iframe"
                title={t('map.frame')}
                src={map.url}
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin"
                onError={() => setMap({ status: 'failed' })}
              />
            )}
          </div>
        )}
        {usesOpenStreetMap() && <p className="city-map__credit">{t('credit')}</p>}
        <button ref={close} type="button" className="button button--primary" onClick={onClose}>
          {t('map.close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
