import { ACCOUNT_LOGIN_PATH } from '../../../../shared/routes/route-table';
import { RETURN_TO_PARAM } from '../../../../shared/routes/sign-in-paths';
import { CheckoutLayout } from './layout';

export interface MessageProps {
  siteUrl: string;
  title: string;
  message: string;
  /** the page asks the customer to sign in first (their way back is the cart's checkout link) */
  signIn?: boolean;
}

/** A checkout that cannot go on (not found, empty, not yours, refused): why, and the ways on. */
export function MessagePage({ siteUrl, title, message, signIn }: MessageProps) {
  return (
    <CheckoutLayout title={title} siteUrl={siteUrl} step="confirmation">
      <h1>{title}</h1>
      <p>{message}</p>
      <div className="actions">
        {signIn ? (
          <a className="btn" href={`${siteUrl}${ACCOUNT_LOGIN_PATH}?${RETURN_TO_PARAM}=%2Fcart`}>
            Sign in
          </a>
        ) : null}
        <a className={signIn ? undefined : 'btn'} href={`${siteUrl}/cart`}>
          Go to your cart
        </a>
        <a href={`${siteUrl}/`}>Continue shopping</a>
      </div>
    </CheckoutLayout>
  );
}
