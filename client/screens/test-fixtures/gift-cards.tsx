import type { ScreenModule } from '../../routes/types';

// A route module as a new screen would add it under client/routes/ (new-screen.test.ts).
function GiftCards() {
  return <h1>Gift cards, from a route module no registry lists</h1>;
}

const giftCardsScreen: ScreenModule = {
  loader: () => async () => ({ denominations: [25, 50, 100] }),
  meta: () => ({ title: 'Gift cards for every skin' }),
  Component: GiftCards,
};

export default giftCardsScreen;
