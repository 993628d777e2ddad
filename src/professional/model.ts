// The professional area's data (issue 15; spec 001 §2, §3, §4, §5): a therapist's patients and their notes, kept on
// the device (the professional's own tables, written only by ./store.ts; their rows are described in
// src/storage/professional-rows.ts).
import { PATIENT_LIMITS, type PatientRow, type PatientStatus } from '@/storage/professional-rows';

export {
  noteRowSchema,
  PATIENT_LIMITS,
  PATIENT_STATUSES,
  patientBoardRowSchema,
  patientRowSchema,
  type NoteRow,
  type PatientBoardRow,
  type PatientRow,
  type PatientStatus,
} from '@/storage/professional-rows';

/** What the patient form holds: all text, as typed. */
export interface PatientDraft {
  name: string;
  birthDate: string;
  diagnosis: string;
  guardianName: string;
  guardianPhone: string;
  status: PatientStatus;
  nextSession: string;
}

export type PatientProblem = 'nameRequired' | 'birthDateRequired' | 'birthDateInvalid' | 'birthDateFuture' | 'birthDateTooOld' | 'phoneInvalid' | 'nextSessionInvalid' | 'tooLong';

/** A real calendar day written YYYY-MM-DD (2023-02-30 is not one). */
function dayOf(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on this device's calendar (not UTC's: in Brazil after 21:00 UTC is already tomorrow). */
export const todayIso = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The problems of a draft, field by field (empty when it can be saved). */
export function patientProblems(draft: PatientDraft, now = new Date()): Partial<Record<keyof PatientDraft, PatientProblem>> {
  const problems: Partial<Record<keyof PatientDraft, PatientProblem>> = {};
  if (!draft.name.trim()) problems.name = 'nameRequired';
  else if (draft.name.trim().length > PATIENT_LIMITS.name) problems.name = 'tooLong';
  const birth = draft.birthDate.trim();
  if (!birth) problems.birthDate = 'birthDateRequired';
  else if (!dayOf(birth)) problems.birthDate = 'birthDateInvalid';
  else if (birth > todayIso(now)) problems.birthDate = 'birthDateFuture';
  else if (birth < '1900-01-01') problems.birthDate = 'birthDateTooOld';
  if (draft.diagnosis.trim().length > PATIENT_LIMITS.diagnosis) problems.diagnosis = 'tooLong';
  if (draft.guardianName.trim().length > PATIENT_LIMITS.guardianName) problems.guardianName = 'tooLong';
  const phone = draft.guardianPhone.trim();
  if (phone && !/^\+?[\d\s().-]{8,30}$/.test(phone)) problems.guardianPhone = 'phoneInvalid';
  if (draft.nextSession.trim() && !dayOf(draft.nextSession.trim())) problems.nextSession = 'nextSessionInvalid';
  return problems;
}

/** Whole years from the birth date to today. */
export function ageOn(birthDate: string, now = new Date()): number | null {
  const birth = dayOf(birthDate);
  if (!birth) return null;
  let age = now.getFullYear() - birth.getUTCFullYear();
  const before = now.getMonth() < birth.getUTCMonth() || (now.getMonth() === birth.getUTCMonth() && now.getDate() < birth.getUTCDate());
  if (before) age -= 1;
  return Math.max(0, age);
}

/** Spec 001 §2: the list's search matches the name, the diagnosis or the guardian's name, accents and case aside. */
export function matchesSearch(patient: Pick<PatientRow, 'name' | 'diagnosis' | 'guardianName'>, query: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  if (!wanted) return true;
  return [patient.name, patient.diagnosis, patient.guardianName].some((field) => fold(field).includes(wanted));
}

export const noteProblem = (title: string, content: string): 'noteRequired' | null => (title.trim() && content.trim() ? null : 'noteRequired');
