import { accountIndexScreen } from '../routes/account';
import { accountActivateScreen } from '../routes/account/activate';
import { accountAddressScreen } from '../routes/account/address';
import { accountAddressesScreen } from '../routes/account/addresses';
import { accountContactScreen } from '../routes/account/contact';
import { accountFavoritesScreen } from '../routes/account/favorites';
import { accountForgotScreen } from '../routes/account/forgot';
import { accountHomeScreen } from '../routes/account/home';
import { accountLoginScreen } from '../routes/account/login';
import { accountLogoutScreen } from '../routes/account/logout';
import { accountOrderScreen } from '../routes/account/order';
import { accountOrdersScreen } from '../routes/account/orders';
import { accountRegisterScreen } from '../routes/account/register';
import { accountResetPasswordScreen } from '../routes/account/reset-password';
import { accountSubscriptionScreen } from '../routes/account/subscription';
import { accountSubscriptionsScreen } from '../routes/account/subscriptions';
import { blogScreen } from '../routes/blog';
import { blogPostScreen } from '../routes/blog-post';
import { cartScreen } from '../routes/cart';
import { compareScreen } from '../routes/compare';
import { contentScreen } from '../routes/content';
import { homeScreen } from '../routes/home';
import { newsletterScreen } from '../routes/newsletter';
import { newsletterConfirmScreen } from '../routes/newsletter-confirm';
import { placeholderScreen } from '../routes/placeholder';
import { productScreen } from '../routes/product';
import { professionalsScreen } from '../routes/professionals';
import { searchScreen } from '../routes/search';
import { shopScreen } from '../routes/shop';
import { warmupScreen } from '../routes/simple-screens';
import type { ScreenRegistry } from './screen-registry';

/** The server's screens: all there at once (SSR, and form posts whose action is looked up before the render). */
export const EAGER_SCREENS = {
  home: homeScreen, shop: shopScreen, product: productScreen, compare: compareScreen, cart: cartScreen,
  blog: blogScreen, 'blog-post': blogPostScreen, content: contentScreen, professionals: professionalsScreen,
  search: searchScreen, warmup: warmupScreen, placeholder: placeholderScreen,
  newsletter: newsletterScreen, 'newsletter-confirm': newsletterConfirmScreen,
  account: accountIndexScreen,
  'account-login': accountLoginScreen, 'account-logout': accountLogoutScreen, 'account-forgot': accountForgotScreen,
  'account-reset-password': accountResetPasswordScreen, 'account-activate': accountActivateScreen,
  'account-register': accountRegisterScreen,
  'account-contact': accountContactScreen,
  'account-home': accountHomeScreen, 'account-favorites': accountFavoritesScreen,
  'account-addresses': accountAddressesScreen, 'account-address': accountAddressScreen,
  'account-orders': accountOrdersScreen, 'account-order': accountOrderScreen,
  'account-subscriptions': accountSubscriptionsScreen, 'account-subscription': accountSubscriptionScreen,
} satisfies ScreenRegistry;
