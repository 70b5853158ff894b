import { useEffect, useRef } from 'react';
import type { Location } from '../../../shared/contract/models';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';

export interface ProfessionalCardProps {
  location: Location;
  chosen: boolean;
  pending: boolean;
  onChoose(location: Location): void;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One search result: who, where, how far, how to call, what they offer, and the choice. */
export function ProfessionalCard({ location: l, chosen, pending, onChoose }: ProfessionalCardProps) {
  const titleId = `pro-${l.id}`;
  // The choice replaces its button: a keyboard user's focus goes to what it became, not to the page.
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const wasChosen = useRef(chosen);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (chosen && !wasChosen.current && lost) chosenRef.current?.focus();
    wasChosen.current = chosen;
  }, [chosen]);
  return (
    <li className={`pro-card${chosen ? ' is-chosen' : ''}`}>
      <div className="pro-card-head">
        <h3 id={titleId} className="pro-name">{l.name}</h3>
        <span className="pro-kind">{l.kind === 'store' ? 'Store' : 'Professional'}</span>
      </div>
      {l.business && <p className="pro-business">{l.business}</p>}
      <address className="pro-address">
        {l.address1}<br />{l.city}, {l.provinceCode} {l.zip}
      </address>
      {l.distance !== null && <p className="pro-distance"><Icon name="location" size={16} /> {l.distance.toFixed(1)} mi away</p>}
      {l.phone && <p className="pro-phone"><a href={telHref(l.phone)}>{l.phone}</a></p>}
      {l.services.length > 0 && (
        <ul className="pro-services" aria-label="Services">
          {l.services.map((s) => <li key={s}>{s}</li>)}
        </ul>
      )}
      <div className="pro-choose">
        {chosen ? (
          <p ref={chosenRef} tabIndex={-1} className="pro-chosen"><Icon name="check" size={18} /> Your professional</p>
        ) : (
          <Button color="primary" variant="flat" compact disabled={pending} onClick={() => onChoose(l)}>
            {pending ? 'Saving…' : 'Choose this professional'}
          </Button>
        )}
      </div>
    </li>
  );
}
