import type { Address } from '../../../../shared/contract/models';

/** An address as a customer reads it on an envelope. */
export function PostalAddress({ address }: { address: Address }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.provinceCode, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    name,
    address.company,
    address.address1,
    address.address2,
    cityLine,
    address.country,
    address.phone,
  ].filter(Boolean);
  return (
    <address className="postal-address">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}
