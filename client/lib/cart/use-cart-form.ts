import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/contract/api-client';
import { fieldTextOf } from '../../../shared/format/field-message';
import type { CartAction, CartNotice } from '../../../shared/contract/cart-action';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import type { Cart } from '../../../shared/contract/models';
import type { postCartAction } from './cart-action-client';
import { reportCart } from './cart-reports';
import { CART_QUERY_KEY } from './cart-query';
import type { CartFormResult } from './cart-action-form';
import { submitterOf } from '../forms/form-submitter';
import type { applyCartAction, ProvisionalProduct } from './optimistic-cart';

// The enhanced cart form (ARCHITECTURE "Forms are forms"): the same <form method="post"
// action="/cart"> that works without JavaScript, read here on submit, shown at once in the
// ['cart'] query (optimistic), sent as JSON to the same cart action, and then either the
// settled cart or the snapshot back with the message beside the form.

/** Every cart change carries this key, so controls wait while one runs: changes never cross. */
const CART_MUTATION_KEY = ['cart-action'] as const;
/** The outcome of the last cart change (see useCartOutcome). */
const CART_OUTCOME_KEY = ['cart-outcome'] as const;

type Sent = {
  action: CartAction;
  options: CartFormOptions;
  form: HTMLFormElement;
  post: typeof postCartAction;
  apply: typeof applyCartAction;
};

/** True while any cart change is on its way. */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
}

/**
 * The outcome of the last cart change made in this page: the settled notice (read out by the
 * page's polite live region) or the failure (an alert beside the form it came from). It lives
 * in the query cache, not in the form, because the form may be gone by then: a removed line's
 * form unmounts at once and comes back with the snapshot when the removal fails.
 */
export interface CartOutcome extends CartNotice {
  /** which form it belongs to ('line:<id>', 'code', 'note', 'add:<product id>'…) */
  source: string;
}

export function useCartOutcome(): CartOutcome | null {
  const { data } = useQuery<CartOutcome | null>({
    queryKey: CART_OUTCOME_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}

/** A failure as an outcome: beside `field` when the BFF names one. */
function failureOf(err: unknown): CartNotice {
  if (!(err instanceof ApiError)) return { kind: 'error', text: CART_MESSAGES.failed };
  const field = err.field?.split('.').pop();
  return field ? { kind: 'error', text: fieldTextOf(err), field } : { kind: 'error', text: err.message };
}

export interface CartFormOptions {
  source: string;
  provisional?: ProvisionalProduct;
  /** empty the form's fields once the change is settled (a new discount code) */
  resetOnSuccess?: boolean;
}

export interface CartFormState {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** any cart change is running (this form's or another's) */
  busy: boolean;
  /** the action this form is sending now */
  sent: CartAction | null;
  fieldErrors: Record<string, string>;
  error: CartNotice | null;
  notice: CartNotice | null;
}

/**
 * Several cart forms' behaviour behind one set of observers: `formFor` gives each form (its
 * source) its state and `onSubmit`. A listing's one-size cards share one (ProductGrid): a form
 * per card made three subscriptions each, set up in hydration's one long task.
 */
export interface CartForms {
  formFor(options: CartFormOptions): CartFormState;
}

/**
 * A cart form in the server's render: no change can run there and none has, so every form is
 * idle with no message, which is also the state the browser's hooks start from (hydration sees
 * the same markup). A listing has a form per one-size card: their observers were ~5 % of a render.
 */
const IDLE_CART_FORM: CartFormState = {
  onSubmit: () => undefined,
  busy: false,
  sent: null,
  fieldErrors: {},
  error: null,
  notice: null,
};
const SERVER_CART_FORMS: CartForms = { formFor: () => IDLE_CART_FORM };
const useServerCartForms = (): CartForms => SERVER_CART_FORMS;

/** The implementation is fixed when the module loads (server or browser), so hooks keep their order. */
export const useCartForms: () => CartForms = typeof window === 'undefined' ? useServerCartForms : useBrowserCartForms;

/**
 * One cart form's behaviour: `onSubmit` for its <form(s)>, all of them named `source`;
 * `provisional` draws the line an add shows before the cart has it. `sent` is the action
 * running now (pending text on its button); `error`/`notice` are this source's last outcome.
 */
export function useCartForm(options: CartFormOptions): CartFormState {
  return useCartForms().formFor(options);
}

const NO_FIELD_ERRORS: Record<string, string> = {};

function useBrowserCartForms(): CartForms {
  const queryClient = useQueryClient();
  const busy = useCartBusy();
  const outcome = useCartOutcome();
  // Per source: each form shows its own fields' messages.
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, string>>>({});
  const reading = useRef(false);
  const publish = (source: string, next: CartNotice | null) => {
    const outcome: CartOutcome | null = next && { ...next, source };
    queryClient.setQueryData<CartOutcome | null>(CART_OUTCOME_KEY, outcome);
  };

  const mutation = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: ({ action, post }: Sent) => post(action),
    onMutate: async ({ action, options, apply }: Sent) => {
      // A cart read still on its way must not land over the optimistic cart.
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY, exact: true });
      const snapshot = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY) ?? null;
      queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, apply(snapshot, action, options.provisional));
      return { snapshot };
    },
    onError: (err, { action, options }, context) => {
      queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, context?.snapshot ?? null);
      publish(options.source, failureOf(err));
      // A code the shop refused was still tried; a network failure says nothing about it.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500)
        void reportCart((a) => a.sendCartReports(a.refusedCodeReport(action)));
    },
    onSuccess: (answer, { action, options, form }, context) => {
      if (options.resetOnSuccess) form.reset();
      queryClient.setQueryData<Cart | null>(CART_QUERY_KEY, answer.cart);
      publish(options.source, answer.notice);
      // Every change the browser makes settles here once: what it changed goes to analytics.
      const before = context?.snapshot ?? null;
      void reportCart((a) => a.sendCartReports(a.cartChangeReports(action, before, answer.cart)));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>, options: CartFormOptions) => {
    event.preventDefault();
    // One change at a time: a submit while another runs is dropped (its controls show disabled).
    if (busy || mutation.isPending || reading.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const submitter = submitterOf(event);
    reading.current = true;
    // The form's schema (and zod), the request and the optimistic cart load with the first
    // submit, not with every page that shows a cart form.
    void Promise.all([import('./cart-action-form'), import('./cart-action-client'), import('./optimistic-cart')])
      .then(
        ([{ cartActionFromForm }, { postCartAction: post }, { applyCartAction: apply }]) =>
          submitParsed(cartActionFromForm(data, submitter), form, options, { post, apply }),
        () => {
          publish(options.source, { kind: 'error', text: CART_MESSAGES.failed });
        },
      )
      .finally(() => {
        reading.current = false;
      });
  };

  const submitParsed = (
    result: CartFormResult,
    form: HTMLFormElement,
    options: CartFormOptions,
    code: Pick<Sent, 'post' | 'apply'>,
  ) => {
    setFieldErrors((all) => ({ ...all, [options.source]: result.ok ? NO_FIELD_ERRORS : result.errors.fields }));
    if (!result.ok) {
      publish(options.source, result.errors.form ? { kind: 'error', text: result.errors.form } : null);
      return;
    }
    publish(options.source, null);
    mutation.mutate({ action: result.action, options, form, ...code });
  };

  const running = mutation.isPending ? mutation.variables : undefined;
  return {
    formFor: (options) => {
      const mine = outcome?.source === options.source ? outcome : null;
      return {
        onSubmit: (event) => submit(event, options),
        busy: busy || mutation.isPending,
        sent: running?.options.source === options.source ? running.action : null,
        fieldErrors: fieldErrors[options.source] ?? NO_FIELD_ERRORS,
        error: mine?.kind === 'error' ? mine : null,
        notice: mine?.kind === 'status' ? mine : null,
      };
    },
  };
}
