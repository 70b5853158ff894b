import { useCallback, useContext, type FormHTMLAttributes, type Ref } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_RouteContext, useLocation } from 'react-router-dom';
import { formAction } from './form-action';

// The shop's forms, posted through the data router as react-router's <Form> posts them (the
// route's action or loader runs, the page stays a document without JavaScript). Ours, because
// react-router is one module: the app using its <Form>, useSubmit or useFetcher anywhere kept
// them, and their submission rules, in every page's first load (1.7 KB gzip). The shop's forms
// need the core of it only: actions are paths from the root, no index routes, no basename.

export interface SubmitOptions {
  /** keeps the scroll where it is after the navigation (a sort, a review filter) */
  preventScrollReset?: boolean;
  replace?: boolean;
  /** posts through this fetcher, without a navigation: see useFormFetcher */
  fetcherKey?: string;
  /** the button that submitted the form: its formaction/formmethod win and its name/value is posted */
  submitter?: HTMLElement | null;
}

const URLENCODED = 'application/x-www-form-urlencoded';

/** Submits a route form through the router; without a data router (a bare render) the browser posts it. */
export function useSubmitForm(): (form: HTMLFormElement | null, options?: SubmitOptions) => Promise<void> {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routeId = useContext(UNSAFE_RouteContext).matches.at(-1)?.route.id;
  return useCallback(
    async (form, { submitter = null, fetcherKey, preventScrollReset, replace } = {}) => {
      if (!form || !router) return;
      const attribute = (name: string) => submitter?.getAttribute(`form${name}`) || form.getAttribute(name);
      // Every form submitted here is a Form's, which always writes its action (formAction).
      const to = attribute('action')!;
      const submission = {
        formMethod: (attribute('method') ?? 'get').toLowerCase() === 'post' ? ('post' as const) : ('get' as const),
        formEncType: (attribute('enctype') ?? URLENCODED) as typeof URLENCODED,
        formData: new FormData(form, submitter),
        preventScrollReset,
      };
      if (fetcherKey !== undefined) await router.fetch(fetcherKey, routeId!, to, submission);
      else await router.navigate(to, { ...submission, replace });
    },
    [router, routeId],
  );
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> {
  method?: 'get' | 'post';
  /** a path from the root, or a hash or query on this page; none: this page with its query */
  action?: string;
  preventScrollReset?: boolean;
  replace?: boolean;
  fetcherKey?: string;
  ref?: Ref<HTMLFormElement>;
}

/** A real form (it posts without JavaScript) that the router submits once the page runs. */
export function Form({
  method = 'get',
  action,
  preventScrollReset,
  replace,
  fetcherKey,
  onSubmit,
  ...props
}: FormProps) {
  const submit = useSubmitForm();
  const location = useLocation();
  return (
    <form
      method={method}
      action={formAction(action, location)}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const { submitter } = event.nativeEvent as SubmitEvent;
        void submit(event.currentTarget, { submitter, fetcherKey, preventScrollReset, replace });
      }}
      {...props}
    />
  );
}
