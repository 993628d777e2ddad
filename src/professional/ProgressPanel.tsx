// A patient's progress (issue 15): interactions and words used per week over the last 8 weeks, as an SVG chart in
// the theme's colours (readable in the dark theme) that screen readers skip for the same figures in a table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { weeklySeries } from './reports';
import { usePatientUsage } from './store';
import './progress.css';
import './report.css';
import { tagOf } from '@/i18n/language';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

export function ProgressPanel({ ownerId, patientId }: { ownerId: string; patientId: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const usage = usePatientUsage(ownerId, patientId, lang);
  const [now] = useState(() => Date.now());
  if (usage.status === 'loading') return <p role="status">{t('progress.loading')}</p>;
  if (usage.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  const series = weeklySeries(usage.value.rows, now);
  const most = Math.max(1, ...series.map((week) => Math.max(week.interactions, week.words)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / series.length;
  const bar = slot * 0.5;
  const y = (value: number) => PAD.top + plotH - (value / most) * plotH;
  const day = (at: number) => new Date(at + 24 * 60 * 60 * 1000).toLocaleDateString(tagOf(lang), { day: '2-digit', month: '2-digit' });
  const line = series.map((week, i) => `${PAD.left + slot * i + slot / 2},${y(week.words)}`).join(' ');

  return (
    <section className="patient-progress" aria-labelledby="patient-progress-title">
      <h2 id="patient-progress-title" className="page__subtitle">
        {t('progress.title')}
      </h2>
      <p className="patient-progress__legend" aria-hidden="true">
        <span className="patient-progress__key patient-progress__key--bar" /> {t('progress.interactions')}
        <span className="patient-progress__key patient-progress__key--line" /> {t('progress.words')}
      </p>
      <svg className="patient-progress__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
        <line x1={PAD.left} y1={PAD.top + plotH} x2={WIDTH - PAD.right} y2={PAD.top + plotH} className="patient-progress__axis" />
        <text x={PAD.left - 6} y={PAD.top + 4} className="patient-progress__tick" textAnchor="end">
          {most}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotH} className="patient-progress__tick" textAnchor="end">
          0
        </text>
        {series.map((week, i) => (
          <g key={week.from}>
            <rect x={PAD.left + slot * i + (slot - bar) / 2} y={y(week.interactions)} width={bar} height={PAD.top + plotH - y(week.interactions)} className="patient-progress__bar" />
            <text x={PAD.left + slot * i + slot / 2} y={HEIGHT - 8} className="patient-progress__tick" textAnchor="middle">
              {day(week.from)}
            </text>
          </g>
        ))}
        <polyline points={line} className="patient-progress__line" />
        {series.map((week, i) => (
          <circle key={week.from} cx={PAD.left + slot * i + slot / 2} cy={y(week.words)} r={4} className="patient-progress__dot" />
        ))}
      </svg>
      <table className="patient-report__table patient-progress__table">
        <caption className="visually-hidden">{t('progress.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.week')}</th>
            <th scope="col">{t('progress.interactions')}</th>
            <th scope="col">{t('progress.words')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((week) => (
            <tr key={week.from}>
              <th scope="row">{t('progress.from', { date: day(week.from) })}</th>
              <td>{week.interactions}</td>
              <td>{week.words}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
