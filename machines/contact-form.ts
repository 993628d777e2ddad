// The contact form's life: typing, checking, sending and its outcome (idle → sending → sent / failed).
// Pure logic: the field rules and the send effect are handed in, so tests swap them and the UI only renders.
import { assign, fromPromise, setup } from 'xstate';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** One error key per invalid field (e.g. 'required'); a field with no entry is valid. */
export type FieldErrors = Partial<Record<ContactField, string>>;
export type ContactValidator = (values: ContactValues) => FieldErrors;

/** What the send step reports: where the message went, so the screen can say what to expect next. */
export interface SendReceipt {
  via: 'mail-app' | 'server';
  /** The mail app opened because the backend could not store the message, so the screen can say so. */
  serverFailed?: boolean;
}

export interface ContactFormContext {
  values: ContactValues;
  errors: FieldErrors;
  receipt: SendReceipt | null;
  failure: string | null;
}

export type ContactFormEvent =
  | { type: 'CHANGE'; field: ContactField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'NEW_MESSAGE' };

export interface ContactFormInput {
  /** A draft to start from, e.g. one kept across a reload. */
  values?: Partial<ContactValues>;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

function withoutEmpty(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as FieldErrors;
}

export function createContactFormMachine(validate: ContactValidator) {
  return setup({
    types: {
      context: {} as ContactFormContext,
      events: {} as ContactFormEvent,
      input: {} as ContactFormInput,
    },
    actions: {
      setValue: assign(({ context, event }) => {
        if (event.type !== 'CHANGE') return {};
        const values = { ...context.values, [event.field]: event.value };
        // A field already marked wrong is re-checked as the user fixes it; untouched fields are not nagged.
        if (!context.errors[event.field]) return { values };
        return { values, errors: withoutEmpty({ ...context.errors, [event.field]: validate(values)[event.field] }) };
      }),
      showErrors: assign({ errors: ({ context }) => withoutEmpty(validate(context.values)) }),
      clearOutcome: assign({ errors: {}, receipt: null, failure: null }),
      keepReceipt: assign({ receipt: (_, receipt: SendReceipt) => receipt }),
      keepFailure: assign({ failure: (_, error: unknown) => (error instanceof Error ? error.message : String(error)) }),
      startOver: assign({ values: EMPTY_CONTACT, errors: {}, receipt: null, failure: null }),
    },
    guards: {
      hasErrors: ({ context }) => Object.keys(withoutEmpty(validate(context.values))).length > 0,
    },
    actors: {
      // Replaced at start (and in tests) with .provide({ actors: { send } }); failing loudly beats a silent no-op.
      send: fromPromise<SendReceipt, ContactValues>(async () => {
        throw new Error('No send actor provided');
      }),
    },
  }).createMachine({
    id: 'contactForm',
    context: ({ input }) => ({
      values: { ...EMPTY_CONTACT, ...input?.values },
      errors: {},
      receipt: null,
      failure: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          CHANGE: { actions: 'setValue' },
          SUBMIT: [
            { guard: 'hasErrors', actions: 'showErrors', description: 'Stay, keep what was typed, show every error.' },
            { target: 'sending', actions: 'clearOutcome' },
          ],
        },
      },
      sending: {
        description: 'Typing and submitting are ignored until the send step settles, so nothing is sent twice.',
        invoke: {
          src: 'send',
          input: ({ context }) => context.values,
          onDone: { target: 'sent', actions: { type: 'keepReceipt', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      sent: {
        description: 'The typed values stay until the user asks for a new message, in case no mail app opened.',
        on: {
          CHANGE: { target: 'idle', actions: ['clearOutcome', 'setValue'] },
          SUBMIT: { target: 'sending', actions: 'clearOutcome', description: 'Send the same message again.' },
          NEW_MESSAGE: { target: 'idle', actions: 'startOver' },
        },
      },
      failed: {
        on: {
          CHANGE: { target: 'idle', actions: ['clearOutcome', 'setValue'] },
          RETRY: { target: 'sending', actions: 'clearOutcome' },
          SUBMIT: { target: 'sending', actions: 'clearOutcome' },
          NEW_MESSAGE: { target: 'idle', actions: 'startOver' },
        },
      },
    },
  });
}

export type ContactFormMachine = ReturnType<typeof createContactFormMachine>;
