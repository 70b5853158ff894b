import {
  memo,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { CartForms, CartFormState } from '../../lib/cart/use-cart-form';

// The cart forms' behaviour (optimistic cart, the mutation, its analytics: ~5 KB gzip) is not
// in a listing's or a product page's first load. Their forms are real forms that post without
// it (the BFF answers 303 back to the page); the code comes when a pointer, the focus or a
// press first reaches one of them. A submit before it has arrived waits for it and is then
// made again, handled in place like any other.

type CartFormsModule = typeof import('../../lib/cart/use-cart-form');

let loaded: CartFormsModule | null = null;
let loading: Promise<CartFormsModule> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the cart forms' code (once); a failure lets a later intent try again. */
export function loadCartForms(): Promise<CartFormsModule> {
  loading ??= import('../../lib/cart/use-cart-form').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const preload = () => void loadCartForms().catch(() => undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isLoaded = () => loaded !== null;
// The server's page and the browser's hydration both render the forms idle (the server's own
// cart forms are idle too): the same markup.
const notOnServer = () => false;

/** The submit made before the code came: made again once the form's handler is the real one. */
let waiting: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

function submitBeforeLoad(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  waiting = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter };
  void loadCartForms().catch(() => {
    // Without its code the form still works as a form: it posts, and the page comes back.
    const sent = waiting;
    waiting = null;
    if (sent?.form.isConnected) HTMLFormElement.prototype.submit.call(sent.form);
  });
}

function replayWaiting() {
  const sent = waiting;
  waiting = null;
  if (!sent?.form.isConnected) return;
  const submitter = sent.submitter && sent.form.contains(sent.submitter) ? sent.submitter : null;
  sent.form.requestSubmit(submitter);
}

/** A form's state before its code is here: idle, as on the server; a submit waits for the code. */
export interface OnDemandCartFormState extends CartFormState {
  /** asks for the code: on pointerdown, focus or hover of the form */
  preload(): void;
}

const IDLE: OnDemandCartFormState = {
  onSubmit: submitBeforeLoad,
  busy: false,
  sent: null,
  fieldErrors: {},
  error: null,
  notice: null,
  preload,
};

export interface OnDemandCartForms {
  formFor(options: Parameters<CartForms['formFor']>[0]): OnDemandCartFormState;
}

const IDLE_FORMS: OnDemandCartForms = { formFor: () => IDLE };

/** Runs the real forms' hooks once their code is here and hands their state up. */
const CartFormsState = memo(function CartFormsState({ onChange }: { onChange(forms: CartForms): void }) {
  const forms = loaded!.useCartForms();
  // Each of its own renders is a change (its hooks changed): the owner draws the forms again.
  useLayoutEffect(() => onChange(forms));
  return null;
});

/**
 * Several cart forms' state (as useCartForms) with the code loaded on first use; `state` is an
 * element the caller renders anywhere in its tree (it draws nothing) that runs the real hooks
 * once the code is here.
 */
export function useCartFormsOnDemand(): { forms: OnDemandCartForms; state: ReactNode } {
  const ready = useSyncExternalStore(subscribe, isLoaded, notOnServer);
  const [real, setReal] = useState<CartForms | null>(null);
  useEffect(() => {
    if (real && waiting) replayWaiting();
  }, [real]);
  const forms: OnDemandCartForms =
    ready && real ? { formFor: (options) => ({ ...real.formFor(options), preload }) } : IDLE_FORMS;
  return { forms, state: ready ? <CartFormsState onChange={setReal} /> : null };
}
