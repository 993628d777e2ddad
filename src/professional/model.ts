// The professional area's data (issue 15; spec 001 §2, §3, §4, §5): a therapist's patients and their notes, kept on
// the device (the professional's own tables, written only by ./store.ts). Every row is checked when read: a damaged
// row is left out, never shown half.
import { z } from '@/config/zod';

export const PATIENT_STATUSES = ['active', 'inactive', 'discharged'] as const;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];

export const PATIENT_LIMITS = { name: 120, diagnosis: 200, guardianName: 120, guardianPhone: 30, noteTitle: 120, noteContent: 5000 } as const;

const text = (max: number) => z.string().check(z.maxLength(max));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const patientRowSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The professional whose patient this is. */
  ownerId: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(PATIENT_LIMITS.name)),
  birthDate: isoDate,
  diagnosis: text(PATIENT_LIMITS.diagnosis),
  guardianName: text(PATIENT_LIMITS.guardianName),
  guardianPhone: text(PATIENT_LIMITS.guardianPhone),
  status: z.enum(PATIENT_STATUSES),
  /** The next session, when one is booked (YYYY-MM-DD). */
  nextSession: z.optional(isoDate),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type PatientRow = z.infer<typeof patientRowSchema>;

export const noteRowSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  patientId: z.string().check(z.minLength(1), z.maxLength(100)),
  title: z.string().check(z.minLength(1), z.maxLength(PATIENT_LIMITS.noteTitle)),
  content: z.string().check(z.minLength(1), z.maxLength(PATIENT_LIMITS.noteContent)),
  author: text(PATIENT_LIMITS.name),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type NoteRow = z.infer<typeof noteRowSchema>;

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

/** A board made for a patient (its rows are in the board tables; this says whose it is). */
export const patientBoardRowSchema = z.object({
  patientId: z.string().check(z.minLength(1), z.maxLength(100)),
  boardId: z.string().check(z.minLength(1), z.maxLength(100)),
  ownerId: z.string().check(z.minLength(1), z.maxLength(100)),
  createdAt: z.number(),
  /** With a backend: the board's updatedAt when it was last queued for it. */
  sentAt: z.optional(z.number()),
});
export type PatientBoardRow = z.infer<typeof patientBoardRowSchema>;
