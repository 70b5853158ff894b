import type { CallOutput } from '../../shared/contract/registry';
import { setCartProfessional } from '../cart/customer-cart-settings.server';
import { answer, loggerFor } from './api-response.server';
import { fetchForRequest, type CallHandler } from './call-context.server';

// SPEC section 4 "Chosen professional": a signed-in customer's choice is saved upstream, and
// the cart they have (the cookie's) gets the `professional` attribute at once. The attribute is
// a side step (SPEC section 8): its failure is logged and the choice still answers as saved.

export const userProfessionalHandler: CallHandler = async (ctx) => {
  const saved = (await fetchForRequest(ctx)) as CallOutput<'user-professional'>;
  const { cartId, token } = ctx.context;
  // Signed out the upstream saves nothing (professional null): the choice stays in the browser.
  if (saved.professional && token !== undefined && cartId !== undefined) {
    const log = loggerFor(ctx.req, ctx.deps.logger);
    await setCartProfessional(cartId, saved.professional.value, ctx.context.upstream, (step, err) =>
      log.warn({ call: ctx.call.name, step, err }, 'professional saved; cart attribute not set'));
  }
  return answer(200, saved);
};
