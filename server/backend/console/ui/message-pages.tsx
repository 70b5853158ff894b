import { PublicLayout } from './public-layout';

// Pages that only say something: not found, refused, too many attempts, an error. Never a
// stack trace or an internal message.

export function ErrorPage({ title, text }: { title: string; text: string }) {
  return (
    <PublicLayout title={title}>
      <p>{text}</p>
      <p>
        <a href="/">Back to the console</a>
      </p>
    </PublicLayout>
  );
}

export const NotFoundPage = () => <ErrorPage title="Page not found" text="There is no console page at this address." />;

export const ForbiddenPage = () => (
  <ErrorPage title="Not allowed" text="Your role does not allow this. An owner can change your role." />
);

export const ServerErrorPage = () => (
  <ErrorPage title="Something went wrong" text="Nothing was changed. Try again in a moment." />
);
