import { deferredPart } from '../components/commerce/deferred-part';

// The progress bar and the focus rule after a form's answer act only once a client navigation
// starts, which none does before the page is first idle: their code is not in the first load,
// and the bar's markup hydrates at that first idle period (the bar's state follows the router's
// from its first render, so a navigation already under way shows it).
const navigationFeedbackPart = deferredPart(
  () => import('./NavigationFeedback').then((module) => module.NavigationFeedback),
  'idle',
);

// The server renders the bar in every page.
if (typeof document === 'undefined') void navigationFeedbackPart.load();

export const NavigationFeedbackBoundary = navigationFeedbackPart.Boundary;
