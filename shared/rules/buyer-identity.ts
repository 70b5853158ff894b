import { BUYER_COUNTRY_CODE } from '../cart-constants';

// Buyer identity on the cart at sign-in (SPEC sections 3, 5 and 9). Pure: the user and the
// session token in, the update out, or null when SPEC section 5 says not to update (no
// e-mail or no token: "the update returns false").

interface AddressLike {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly provinceCode: string;
  readonly zip: string;
  readonly country: string;
  readonly phone: string;
}

export interface BuyerUser {
  readonly email?: string | null;
  readonly addresses: { readonly edges: readonly { readonly node: AddressLike }[] };
  readonly defaultAddress: { readonly id: string } | null;
}

/** SPEC section 3's buyer-identity address fields; `province` holds the province code. */
export interface BuyerDeliveryAddress {
  address1: string;
  address2: string;
  city: string;
  company: string;
  country: string;
  firstName: string;
  lastName: string;
  phone: string;
  province: string;
  zip: string;
}

export interface BuyerIdentityUpdate {
  buyerIdentity: {
    email: string;
    phone: null;
    countryCode: typeof BUYER_COUNTRY_CODE;
    deliveryAddressPreferences: { deliveryAddress: BuyerDeliveryAddress } | null;
  };
  /**
   * The customer access token. Server side only: the contract's buyer identity has no such
   * field, the BFF sends it as the call's Authorization header and the backend links the
   * customer from it; it never appears in an answer to the browser.
   */
  customerAccessToken: string;
}

export function buyerAddress(address: AddressLike): BuyerDeliveryAddress {
  return {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    company: address.company,
    country: address.country,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    province: address.provinceCode,
    zip: address.zip,
  };
}

/** The default address among the user's addresses, or null (none chosen, or not in the list). */
export function defaultAddressOf(user: BuyerUser): AddressLike | null {
  const id = user.defaultAddress?.id;
  if (id === undefined) return null;
  return user.addresses.edges.find((edge) => edge.node.id === id)?.node ?? null;
}

export function signInBuyerIdentity(
  user: BuyerUser | null | undefined,
  token: string | null | undefined,
): BuyerIdentityUpdate | null {
  const email = user?.email?.trim();
  if (!user || !email || !token) return null;
  const address = defaultAddressOf(user);
  return {
    buyerIdentity: {
      email,
      phone: null,
      countryCode: BUYER_COUNTRY_CODE,
      deliveryAddressPreferences: address ? { deliveryAddress: buyerAddress(address) } : null,
    },
    customerAccessToken: token,
  };
}
