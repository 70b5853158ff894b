import { ProgressBar } from '../components/layout/ProgressBar';
import { useFocusAfterSubmit } from './use-focus-after-submit';

/** What the layout shows and does while and after a client navigation: the bar, then the focus after a form's answer. */
export function NavigationFeedback() {
  useFocusAfterSubmit();
  return <ProgressBar />;
}
