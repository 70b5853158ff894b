import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../shared/format/money';
import { cartQuery } from '../features/cart/queries';
import { useApp } from '../lib/app-context';
import type { ScreenModule } from './types';

function Cart() {
  const { api } = useApp();
  // The root loader put the cart behind the cookie into the cache.
  const { data: cart } = useQuery({ ...cartQuery(api, null), enabled: false });
  if (!cart || cart.lineItems.length === 0) {
    return (
      <section className="page page-cart">
        <h1>Your cart</h1>
        <p>Your cart is empty.</p>
        <Link to="/shop">Continue shopping</Link>
      </section>
    );
  }
  return (
    <section className="page page-cart">
      <h1>Your cart</h1>
      <ul>{cart.lineItems.map((l) => <li key={l.id}>{l.product.title} × {l.quantity}</li>)}</ul>
      <p>Subtotal {formatMoney(cart.cost.subtotalAmount.amount)}</p>
    </section>
  );
}

export const cartScreen: ScreenModule = { Component: Cart };

function Compare() {
  return (
    <section className="page page-compare">
      <h1>Compare products</h1>
      <p>Choose products to compare from the shop.</p>
    </section>
  );
}

export const compareScreen: ScreenModule = { Component: Compare };

function Warmup() {
  return <p>OK</p>;
}

export const warmupScreen: ScreenModule = { Component: Warmup };
