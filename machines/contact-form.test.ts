// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { validateContact } from '@/info/contact/validate';
import { createContactFormMachine, type ContactValues, type SendReceipt } from './contact-form';

const typed: ContactValues = { name: 'Ana', email: 'ana@exemplo.com', subject: 'Oi', message: 'Uma mensagem de teste.' };

/** A send step the test settles by hand, recording what it was given. */
function controlledSend() {
  const calls: ContactValues[] = [];
  let settle: { resolve: (r: SendReceipt) => void; reject: (e: Error) => void } | null = null;
  const logic = fromPromise<SendReceipt, ContactValues>(({ input }) => {
    calls.push(input);
    return new Promise<SendReceipt>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    calls,
    resolve: (receipt: SendReceipt = { via: 'mail-app' }) => settle?.resolve(receipt),
    reject: (error: Error) => settle?.reject(error),
  };
}

function start(send = controlledSend()) {
  const machine = createContactFormMachine(validateContact).provide({ actors: { send: send.logic } });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, send };
}

function type(actor: ReturnType<typeof start>['actor'], values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof ContactValues, value });
}

describe('contact form machine', () => {
  it('starts idle and empty, or from a draft', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    const draft = createActor(createContactFormMachine(validateContact), { input: { values: { name: 'Ana' } } }).start();
    expect(draft.getSnapshot().context.values.name).toBe('Ana');
  });

  it('stays idle on an invalid submit, shows every error and keeps what was typed', () => {
    const { actor, send } = start();
    type(actor, { name: 'Ana', email: 'ana@' });
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.errors).toEqual({ email: 'emailFormat', subject: 'required', message: 'required' });
    expect(snapshot.context.values).toMatchObject({ name: 'Ana', email: 'ana@' });
    expect(send.calls).toEqual([]);
  });

  it('re-checks a field marked wrong as it is corrected, without flagging untouched ones early', () => {
    const { actor } = start();
    type(actor, { name: 'A' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    type(actor, { email: 'ana@exemplo' });
    expect(actor.getSnapshot().context.errors.email).toBe('emailFormat');
    type(actor, { email: 'ana@exemplo.com' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    expect(actor.getSnapshot().context.errors.subject).toBe('required');
  });

  it('goes idle → sending → sent with the typed values, and keeps them after sending', async () => {
    const { actor, send } = start();
    type(actor, typed);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(send.calls).toEqual([typed]);
    send.resolve({ via: 'mail-app' });
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.context.receipt).toEqual({ via: 'mail-app' });
    expect(sent.context.values).toEqual(typed);
  });

  it('ignores typing and a second submit while sending, so nothing is sent twice', () => {
    const { actor, send } = start();
    type(actor, typed);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Outro' });
    expect(send.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.values.name).toBe('Ana');
  });

  it('goes to failed with the typed data kept, and retry sends the same values again', async () => {
    const { actor, send } = start();
    type(actor, typed);
    actor.send({ type: 'SUBMIT' });
    send.reject(new Error('offline'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('offline');
    expect(failed.context.values).toEqual(typed);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(send.calls).toEqual([typed, typed]);
    send.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('fails (never pretends to send) when no send step was provided', async () => {
    const actor = createActor(createContactFormMachine(validateContact), { input: {} }).start();
    type(actor, typed);
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toMatch(/No send actor/);
  });

  it('editing after sent goes back to idle; new message clears everything', async () => {
    const { actor, send } = start();
    type(actor, typed);
    actor.send({ type: 'SUBMIT' });
    send.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
    send.resolve();
    await waitFor(actor, (s) => s.matches('sent'));

    actor.send({ type: 'CHANGE', field: 'subject', value: 'Outro assunto' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.receipt).toBeNull();

    actor.send({ type: 'SUBMIT' });
    send.resolve();
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'NEW_MESSAGE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: '', email: '', subject: '', message: '' }, errors: {}, receipt: null });
  });
});
