import { useContext, useEffect, useMemo } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_FetchersContext } from 'react-router-dom';
import { Form, type FormProps } from './route-form';

export interface FormFetcher<T> {
  /** the form, submitted through the fetcher: the route's action runs and the page stays */
  Form: (props: Omit<FormProps, 'fetcherKey'>) => React.JSX.Element;
  state: 'idle' | 'loading' | 'submitting';
  /** the action's last answer */
  data: T | undefined;
}

/** A form that runs a route's action in place, as react-router's fetcher does, under a key of the caller's. */
export function useFormFetcher<T>(key: string): FormFetcher<T> {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const fetcher = useContext(UNSAFE_DataRouterStateContext)?.fetchers.get(key);
  const data = useContext(UNSAFE_FetchersContext).get(key) as T | undefined;
  // The router keeps a fetcher's answer while a component holds it.
  useEffect(() => {
    if (!router) return;
    router.getFetcher(key);
    return () => router.deleteFetcher(key);
  }, [router, key]);
  const FetcherForm = useMemo(
    () =>
      function FetcherForm(props: Omit<FormProps, 'fetcherKey'>) {
        return <Form {...props} fetcherKey={key} />;
      },
    [key],
  );
  return { Form: FetcherForm, state: fetcher?.state ?? 'idle', data };
}
