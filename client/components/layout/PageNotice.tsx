import { isCodeNotice, useDocumentNotice } from '../../lib/forms/use-document-notice';

/** The cart action's notice above the page (use-document-notice.ts), but where a form shows it beside its field. */
export function PageNotice() {
  const notice = useDocumentNotice();
  if (!notice || isCodeNotice(notice)) return null;
  const error = notice.kind === 'error';
  return (
    <div className="page-notice">
      <div className={`form-alert ${error ? 'form-alert-error' : 'form-alert-done'}`} role={error ? 'alert' : 'status'}>
        {notice.text}
      </div>
    </div>
  );
}
