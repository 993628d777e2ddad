// Where the user is, for Inclusive City (spec 001 §4, §7, §9; issue 16): the GPS machine driven by the browser's
// geolocation (high accuracy, 10 s timeout, no cached position), and the board's places near each position — from
// the location cache when this grid cell was asked about within the hour, else from the places provider (30 m, given
// up after 5 s, failures silent: no place detected). Offline, nothing is asked until the network is back.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { cityGpsMachine, type GpsPosition, type GpsProblem } from '@machines/city-gps';
import { cachedPlaces, cachePlaces, purgeLocationCache } from '@/places/location-cache';
import { placesProvider } from '@/places';
import type { NearbyPlace } from '@/places/provider';

export const NEARBY_RADIUS_M = 30;
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export type GpsStatus = 'idle' | 'detecting' | 'success' | 'error' | 'denied' | 'offline';

export interface CityGps {
  status: GpsStatus;
  position: GpsPosition | null;
  /** The nearest board place at the last position, or null. */
  place: NearbyPlace | null;
  retry: () => void;
}

async function placesNear(position: GpsPosition): Promise<NearbyPlace[]> {
  const kept = cachedPlaces(position.latitude, position.longitude);
  if (kept) return kept;
  const provider = await placesProvider();
  const found = await provider.nearby(position.latitude, position.longitude, NEARBY_RADIUS_M, new AbortController().signal);
  cachePlaces(position.latitude, position.longitude, found);
  return found;
}

export function useCityGps({ onProblem, onPlace }: { onProblem: (problem: GpsProblem) => void; onPlace: (place: NearbyPlace) => void }): CityGps {
  const gps = useActorRef(cityGpsMachine);
  const status = useSelector(gps, (snapshot) => snapshot.value as GpsStatus);
  const position = useSelector(gps, (snapshot) => snapshot.context.position);
  const [place, setPlace] = useState<NearbyPlace | null>(null);
  const handlers = useRef({ onProblem, onPlace });
  useEffect(() => {
    handlers.current = { onProblem, onPlace };
  });

  useEffect(() => {
    purgeLocationCache();
    const subscriptions = [
      gps.on('locate', () => {
        if (!('geolocation' in navigator)) return gps.send({ type: 'ERROR', code: 2 });
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => gps.send({ type: 'POSITION', position: { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy } }),
          (error) => gps.send({ type: 'ERROR', code: error.code }),
          GEOLOCATION_OPTIONS,
        );
      }),
      gps.on('failed', ({ problem }) => handlers.current.onProblem(problem)),
    ];
    const online = () => gps.send({ type: 'ONLINE' });
    const offline = () => gps.send({ type: 'OFFLINE' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    gps.send({ type: 'START', online: navigator.onLine });
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      subscriptions.forEach((s) => s.unsubscribe());
      gps.send({ type: 'STOP' });
    };
  }, [gps]);

  // Each new position: the nearest board place there (a failure or none: nothing detected, silently).
  useEffect(() => {
    if (!position) return;
    let current = true;
    placesNear(position).then(
      (places) => {
        if (!current) return;
        const nearestPlace = places[0] ?? null;
        setPlace(nearestPlace);
        if (nearestPlace) handlers.current.onPlace(nearestPlace);
      },
      () => current && setPlace(null),
    );
    return () => {
      current = false;
    };
  }, [position]);

  return { status, position, place, retry: () => gps.send({ type: 'RETRY' }) };
}
