// A patient's report (issue 15; spec 001 §8 'Relatório exportado com sucesso!'): the week or the month, computed from
// the choices made on their boards on this device — interactions, words, new words, the most used category, choices
// per input method, the progress score with its formula — exported as CSV or printed (the browser's print, or save
// as PDF).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { useToast } from '@/components/toast/context';
import { INPUT_METHODS } from '@/input/activation';
import { computeReport, reportCsv, SCORE_PARTS, type Period } from './reports';
import { ChipChoice } from '@/components/form/ChipChoice';
import { usePatientUsage } from './store';
import { downloadBlob } from '@/lib/download';
import './report.css';
import { tagOf } from '@/i18n/language';

export function ReportsPanel({ ownerId, patientId, patientName }: { ownerId: string; patientId: string; patientName: string }) {
  const { t } = useTranslation('professional');
  const lang = useLang();
  const toast = useToast();
  const usage = usePatientUsage(ownerId, patientId, lang);
  const [period, setPeriod] = useState<Period>('week');
  // The report's "now": when the tab was opened.
  const [now] = useState(() => Date.now());

  if (usage.status === 'loading') return <p role="status">{t('reports.loading')}</p>;
  if (usage.status === 'failed') return <p role="alert">{t('readFailed')}</p>;
  const { rows, categories } = usage.value;
  const report = computeReport(rows, period, now, (boardId, cardId) => categories.get(`${boardId}|${cardId}`) ?? null);
  const methods = INPUT_METHODS.filter((method) => report.byMethod[method]);
  const names: Record<string, string> = {
    interactions: t('reports.interactions'),
    words: t('reports.words'),
    newWords: t('reports.newWords'),
    topCategory: t('reports.topCategory'),
    score: t('reports.score'),
    ...Object.fromEntries(INPUT_METHODS.map((method) => [method, t(`reports.methods.${method}`)])),
    unknown: t('reports.methods.unknown'),
    undone: t('reports.undone'),
    scanSteps: t('reports.scanSteps'),
    scanSeconds: t('reports.scanSeconds'),
    dwellSeconds: t('reports.dwellSeconds'),
  };
  const number = (value: number) => value.toLocaleString(tagOf(lang));
  const { access } = report;
  const notMeasured = <span className="patient-report__note">{t('reports.notMeasured')}</span>;

  function exportCsv() {
    const csv = reportCsv(report, rows, { figure: t('reports.figure'), value: t('reports.value'), names });
    downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${t('reports.file')}-${patientName.replace(/[^\p{L}\p{N}]+/gu, '-')}-${period}.csv`);
    toast.show({ title: t('reports.exported') });
  }

  return (
    <section className="patient-report" aria-labelledby="patient-report-title">
      <h2 id="patient-report-title" className="page__subtitle">
        {t('reports.title', { name: patientName })}
      </h2>
      <ChipChoice label={t('reports.period')} value={period} options={['week', 'month'] as const} labelOf={(option) => t(`reports.${option}`)} onChange={setPeriod} />
      <dl className="professional-totals patient-report__figures">
        <div>
          <dt>{t('reports.interactions')}</dt>
          <dd>{report.interactions}</dd>
        </div>
        <div>
          <dt>{t('reports.words')}</dt>
          <dd>{report.words}</dd>
        </div>
        <div>
          <dt>{t('reports.newWords')}</dt>
          <dd>{report.newWords}</dd>
        </div>
        <div>
          <dt>{t('reports.topCategory')}</dt>
          <dd className="patient-report__text">{report.topCategory ?? t('reports.none')}</dd>
        </div>
        <div>
          <dt>{t('reports.score')}</dt>
          <dd>{t('reports.outOf10', { score: report.score.toLocaleString(tagOf(lang)) })}</dd>
        </div>
      </dl>
      <p className="professional-form__hint">
        {t('reports.formula', {
          interactions: SCORE_PARTS.interactions.full,
          words: SCORE_PARTS.words.full,
          newWords: SCORE_PARTS.newWords.full,
        })}
      </p>
      <h3 className="patient-report__subtitle">{t('reports.byMethod')}</h3>
      {methods.length === 0 && !report.byMethod.unknown ? (
        <p>{t('reports.noChoices')}</p>
      ) : (
        <table className="patient-report__table">
          <thead>
            <tr>
              <th scope="col">{t('reports.method')}</th>
              <th scope="col">{t('reports.choices')}</th>
            </tr>
          </thead>
          <tbody>
            {[...methods, ...(report.byMethod.unknown ? (['unknown'] as const) : [])].map((method) => (
              <tr key={method}>
                <th scope="row">{names[method]}</th>
                <td>{report.byMethod[method]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="patient-report__subtitle">{t('reports.access')}</h3>
      <dl className="professional-totals patient-report__figures patient-report__access">
        <div>
          <dt>{t('reports.undone')}</dt>
          <dd>
            {access.undone}
            {report.interactions > 0 && (
              <span className="patient-report__note"> {t('reports.undoneShare', { percent: Math.round((access.undone / report.interactions) * 100) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('reports.scanSteps')}</dt>
          <dd>{access.scanSteps === null ? notMeasured : number(access.scanSteps)}</dd>
        </div>
        <div>
          <dt>{t('reports.scanSeconds')}</dt>
          <dd>{access.scanSeconds === null ? notMeasured : t('reports.seconds', { value: number(access.scanSeconds) })}</dd>
        </div>
        <div>
          <dt>{t('reports.dwellSeconds')}</dt>
          <dd>{access.dwellMs === null ? notMeasured : t('reports.seconds', { value: number(access.dwellMs / 1000) })}</dd>
        </div>
      </dl>
      <p className="professional-form__hint">{t('reports.undoneHint')}</p>
      <p className="professional-form__hint">{t('reports.device')}</p>
      <div className="professional-actions patient-report__actions">
        <button type="button" className="button button--primary" onClick={exportCsv}>
          {t('reports.csv')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('reports.print')}
        </button>
      </div>
    </section>
  );
}
