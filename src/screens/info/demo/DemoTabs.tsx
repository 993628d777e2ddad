// The demo's tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs; only
// the selected tab is in the Tab order. Every panel stays in the page, hidden, so aria-controls always resolves.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { CardGrid } from '@/components/card/CardGrid';
import { capitalise } from '@/i18n/text';
import { prepareSpeech } from '@/speech/speech';
import { DEMO_TABS, type DemoCard, type DemoTabId } from './demoCards';
import { nextTabIndex } from './tabKeys';

interface DemoTabsProps {
  onChoose: (tab: DemoTabId, card: DemoCard) => void;
}

export function DemoTabs({ onChoose }: DemoTabsProps) {
  const { t } = useTranslation('info');
  const prefix = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const lang = useLang();
  const shown = DEMO_TABS[selected];

  // The cards on screen get their voice ready, so a tap sounds at once.
  useEffect(() => {
    if (shown) prepareSpeech(shown.cards.map((card) => capitalise(t(`demo.words.${shown.id}.${card.id}`))), { lang, kind: 'word' });
  }, [shown, lang, t]);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(event.key, selected, DEMO_TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="demo-tabs">
      <div className="demo-tabs__list" role="tablist" aria-label={t('demo.tabsLabel')} onKeyDown={onKeyDown}>
        {DEMO_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            className="demo-tab"
            aria-selected={index === selected}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {t(`demo.tabs.${tab.id}.label`)}
          </button>
        ))}
      </div>
      {DEMO_TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={index !== selected}
          className="demo-panel"
        >
          <p className="demo-panel__hint">{t(`demo.tabs.${tab.id}.hint`)}</p>
          <CardGrid
            label={t(`demo.tabs.${tab.id}.label`)}
            cards={tab.cards.map((card) => ({
              id: card.id,
              label: capitalise(t(`demo.words.${tab.id}.${card.id}`)),
              symbol: card.emoji,
              onSelect: () => onChoose(tab.id, card),
            }))}
          />
        </div>
      ))}
    </div>
  );
}
