// Owns: the rows of the professional area's tables (issue 15): a therapist's patients, their notes and the boards
// made for them, as the device's database keeps them (src/storage/db.ts declares the tables with these types). Every
// row is checked when read: a damaged row is left out, never shown half. The area's logic is in src/professional.
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
