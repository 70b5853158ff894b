import { useChosenProfessional } from './use-chosen-professional';

/** Who the visitor has chosen, wherever that choice is kept. */
export function ChosenProfessionalNote() {
  const { chosen, signedIn } = useChosenProfessional();
  return (
    <div className="pro-current-slot" role="status">
      {chosen && (
        <p className="pro-current">
          Your professional: <strong>{chosen.name}</strong>
          {chosen.business ? `, ${chosen.business}` : ''}.
          {!signedIn && ' Saved in this browser. Sign in to keep it with your account.'}
        </p>
      )}
    </div>
  );
}
