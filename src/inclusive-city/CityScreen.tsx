// Inclusive City (/cidade-inclusiva, /en/inclusive-city; spec 001 §2, §4; issue 16): first 'Qual é a sua cidade?'
// with suggestions as the user types (kept on the device afterwards), or 'Ver as frases sem cidade' (nothing to type), then the phrase board of the place the user is
// in — chosen from the side panels (the bottom bar on phones) or detected from the device's position. A block speaks
// (rate 0.95) and shows its text full screen; Word mode shows each block's key word. The chips show the GPS, the city
// (its map) and the place. Everything works offline except the detection and the map, which say so.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { CATEGORY_COLOR_HEX, CATEGORY_COLORS } from '@/boards/colors';
import { useSayCard } from '@/boards/use-say-card';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { CardLabel } from '@/components/card/Card';
import { SymbolView } from '@/components/card/SymbolView';
import { ChipChoice } from '@/components/form/ChipChoice';
import { Icon } from '@/components/Icon';
import { TextField } from '@/components/form/TextField';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useToast } from '@/components/toast/context';
import { useIsMobile } from '@/components/use-is-mobile';
import { needTexts } from '@/i18n/i18n';
import { inputMark } from '@/input/dom';
import { citySearchMachine } from '@machines/city-search';
import type { GpsProblem } from '@machines/city-gps';
import { LateralBoard } from '@/components/board-layout/LateralBoard';
import { placesProvider, usesOpenStreetMap } from '@/places';
import { withTimeout, type NearbyPlace } from '@/places/provider';
import { readSetting, writeSetting } from '@/storage/store';
import { CATEGORY_INFO, CITY_BLOCKS, GENERIC_BLOCKS, PLACE_CATEGORIES, type CityBlock, type PlaceCategory } from './content';
import { MapDialog } from './MapDialog';
import { useCityGps, type GpsStatus } from './use-city-gps';
import { keyWord } from './word-mode';
import '@/components/card/card.css';
import '@/components/card/card-grid.css';
import './city.css';
import { tagOf, inLanguage } from '@/i18n/language';

needTexts('inclusiveCity');

const CITY_MODE = 'inclusiveCity';
const CITY_KEY = 'inclusive-city:city';
export const MAX_CITY = 120;
/** Spec 001 §9: phrases are said at 0.95; the label card clears 1 s after closing starts. */
export const CITY_SPEECH_RATE = 0.95;
export const LABEL_CLOSE_MS = 1000;
const LEFT_COUNT = 6;

/** A city name, or '' for "continue without a city" (the phrases need none; a switch user need not type one). */
const isCity = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_CITY;

export default function CityScreen() {
  const [city, setCity] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readSetting(CITY_KEY, isCity, null).then((stored) => current && setCity(stored));
    return () => {
      current = false;
    };
  }, []);
  if (city === undefined) return <div className="page inclusive-city" />;
  if (city === null)
    return (
      <CityWelcome
        onChosen={(chosen) => {
          setCity(chosen);
          void writeSetting(CITY_KEY, chosen);
        }}
      />
    );
  return <CityBoard city={city} onChangeCity={() => setCity(null)} />;
}

function CityWelcome({ onChosen }: { onChosen: (city: string) => void }) {
  const { t } = useTranslation('inclusiveCity');
  const lang = useLang();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useActorRef(citySearchMachine);
  const suggestions = useSelector(search, (snapshot) => snapshot.context.suggestions);

  useEffect(() => {
    const subscription = search.on('search', ({ text: query }) => {
      const controller = new AbortController();
      placesProvider()
        .then((provider) => provider.searchCities(query, lang, withTimeout(controller.signal)))
        .then(
          (found) => search.send({ type: 'RESULTS', text: query, suggestions: found }),
          () => search.send({ type: 'FAILED', text: query }),
        );
    });
    return () => subscription.unsubscribe();
  }, [search, lang]);

  function choose(name: string) {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (trimmed.length > MAX_CITY) {
      setError(t('welcome.tooLong'));
      return;
    }
    search.send({ type: 'CLOSE' });
    onChosen(trimmed);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    choose(text);
  }

  return (
    <div className="page inclusive-city inclusive-city--welcome">
      <ScreenHeader />
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('welcome.intro')}</p>
      <form className="city-welcome" onSubmit={submit} noValidate>
        <TextField
          label={t('welcome.label')}
          value={text}
          placeholder={t('welcome.placeholder')}
          autoComplete="address-level2"
          maxLength={300}
          error={error}
          onChange={(value) => {
            setText(value);
            setError(null);
            search.send({ type: 'TYPE', text: value });
          }}
        />
        {suggestions.length > 0 && (
          <ul className="city-suggestions" aria-label={t('welcome.suggestions')}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button type="button" className="city-suggestion" onClick={() => choose(suggestion.mainText)}>
                  <span className="city-suggestion__main">{suggestion.mainText}</span>
                  {suggestion.secondaryText && <span className="city-suggestion__secondary">{suggestion.secondaryText}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="submit" className="button button--primary" disabled={text.trim() === ''}>
          {t('welcome.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChosen('')}>
          {t('welcome.withoutCity')}
        </button>
      </form>
      {usesOpenStreetMap() && <Credit />}
    </div>
  );
}

function Credit() {
  const { t } = useTranslation('inclusiveCity');
  return (
    <p className="city-credit">
      {t('credit')}{' '}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" aria-label={t('creditLink')}>
        openstreetmap.org/copyright
      </a>
    </p>
  );
}

const GPS_ICON: Record<GpsStatus, string> = { idle: '📍', detecting: '📡', success: '🛰️', error: '⚠️', denied: '🚫', offline: '📴' };

function CityBoard({ city, onChangeCity }: { city: string; onChangeCity: () => void }) {
  const { t } = useTranslation('inclusiveCity');
  const lang = useLang();
  const isMobile = useIsMobile();
  const toast = useToast();
  const [category, setCategory] = useState<PlaceCategory | null>(null);
  const [mode, setMode] = useState<'sentence' | 'word'>('sentence');
  const [mapOpen, setMapOpen] = useState(false);
  const lastDetected = useRef<string | null>(null);
  const say = useSayCard(CITY_MODE, { rate: CITY_SPEECH_RATE, closeMessageMs: LABEL_CLOSE_MS });
  const placeName = (c: PlaceCategory) => inLanguage(CATEGORY_INFO[c].title, lang);

  const onProblem = useCallback(
    (problem: GpsProblem) => toast.show({ title: t('gpsError.title'), description: t(`gpsError.${problem}`), variant: 'destructive' }),
    [toast, t],
  );
  const onPlace = useCallback(
    (place: NearbyPlace) => {
      // A new place switches the board (and says so); the same place found again on the next refresh changes nothing,
      // so a user who chose another place by hand keeps it.
      const key = `${place.category}|${place.name}`;
      if (lastDetected.current === key) return;
      lastDetected.current = key;
      setCategory(place.category);
      toast.show({
        title: t('detected.title'),
        description: t('detected.text', { name: place.name || t('unnamed'), place: placeName(place.category), distance: Math.round(place.distance) }),
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placeName reads lang, listed
    [toast, t, lang],
  );
  const gps = useCityGps({ onProblem, onPlace });

  const blocks: readonly CityBlock[] = category ? CITY_BLOCKS[category] : GENERIC_BLOCKS;
  const title = category ? placeName(category) : t('general');
  const locale = tagOf(lang);
  const navItems: BoardNavItem<PlaceCategory>[] = PLACE_CATEGORIES.map((c, i) => ({
    id: c,
    title: placeName(c),
    emoji: CATEGORY_INFO[c].emoji,
    color: CATEGORY_COLOR_HEX[CATEGORY_COLORS[i % CATEGORY_COLORS.length]!],
  }));

  const main = (
    <section className="city-main" aria-label={t('blocks', { place: title })}>
      <h2 className="city-main__title">{title}</h2>
      {!category && <p className="city-main__hint">{t('choosePlace')}</p>}
      <ul className={mode === 'word' ? 'card-grid city-grid city-grid--words' : 'card-grid city-grid'} aria-label={t('blocks', { place: title })}>
        {blocks.map((block) => {
          const text = inLanguage(block.text, lang);
          const shown = mode === 'word' ? keyWord(text, locale) : text;
          return (
            <li key={`${category ?? 'general'}-${block.id}`} className="card-grid__item">
              <button
                type="button"
                className="card city-block"
                {...inputMark('choice')}
                aria-label={mode === 'word' ? `${shown}: ${text}` : undefined}
                onClick={() => say({ id: `${category ?? 'general'}:${block.id}`, label: text, symbol: block.emoji })}
              >
                <SymbolView symbol={block.emoji} className="card__symbol" />
                <CardLabel label={shown} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );

  const gpsLabel = t(`gps.${gps.status === 'success' ? 'active' : gps.status}`);
  return (
    <div className={isMobile ? 'page inclusive-city inclusive-city--mobile' : 'page inclusive-city'}>
      <ScreenHeader />
      <h1 className="page__title">{t('title')}</h1>
      <div className="city-chips">
        <ChipChoice label={t('mode.label')} value={mode} options={['sentence', 'word'] as const} labelOf={(option) => t(`mode.${option}`)} onChange={setMode} />
        <div className="city-chips__row">
          <p className={`chip city-chip city-chip--gps city-chip--${gps.status}`} role="status">
            <Icon emoji={GPS_ICON[gps.status]} />
            {gpsLabel}
          </p>
          {(gps.status === 'denied' || gps.status === 'error' || gps.status === 'offline') && (
            <button type="button" className="chip" onClick={gps.retry}>
              {t('gps.retry')}
            </button>
          )}
          <button type="button" className="chip city-chip" onClick={() => setMapOpen(true)}>
            <Icon emoji="🗺️" />
            {city ? t('city', { city }) : t('noCity')}
          </button>
          <p className="chip city-chip city-chip--place">
            <Icon emoji={category ? CATEGORY_INFO[category].emoji : '📍'} />
            {t('current', { place: title })}
          </p>
          <button type="button" className="chip" onClick={onChangeCity}>
            {city ? t('changeCity') : t('chooseCity')}
          </button>
        </div>
      </div>
      {isMobile ? (
        <>
          {main}
          <BoardNav items={navItems} label={t('places')} variant="bottom" current={category} onChoose={(id: PlaceCategory) => setCategory(id)} />
        </>
      ) : (
        <LateralBoard
          items={navItems}
          startCount={LEFT_COUNT}
          labels={{ start: t('placesStart'), end: t('placesEnd') }}
          current={category}
          onChoose={(id: PlaceCategory) => setCategory(id)}
          className="city__lateral"
        >
          {main}
        </LateralBoard>
      )}
      {usesOpenStreetMap() && <Credit />}
      {mapOpen && <MapDialog city={city} place={gps.place?.name || (category ? placeName(category) : null)} position={gps.position} onClose={() => setMapOpen(false)} />}
    </div>
  );
}
