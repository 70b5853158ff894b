import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../shared/format/money';
import { STEP_LABELS } from '../../../../shared/rules/routine/routine-rules';
import { Image } from '../../../components/ui/Image';
import type { ShownRoutine, ShownStep } from '../routine-view';

// The morning and evening routines, each step in the order it is applied: the product (picture,
// link), why it was chosen, its price and size, and the alternative with a way to choose it.

const TIME_TITLES = { morning: 'Morning', evening: 'Evening' } as const;
const IMAGE_WIDTH = 120;

function StepCard({ step, n, swapHref }: { step: ShownStep; n: number; swapHref?: (key: string) => string }) {
  const { pick, alternative } = step;
  const href = `/products/${pick.product.handle}`;
  const image = pick.product.image;
  return (
    <li className="routine-step">
      <Link to={href} className="routine-step-image" tabIndex={-1} aria-hidden="true">
        <Image
          src={image}
          decorative
          width={IMAGE_WIDTH}
          height={Math.round((IMAGE_WIDTH * image.height) / image.width)}
          loading="lazy"
        />
      </Link>
      <div className="routine-step-body">
        <p className="routine-step-label">
          Step {n} · {STEP_LABELS[step.step]}
        </p>
        <h3>
          <Link to={href}>{pick.product.title}</Link>
        </h3>
        <p className="routine-step-reason">{pick.reason}</p>
        <p className="routine-step-price">
          {formatMoney(pick.variant.price)} <span className="routine-step-size">· {pick.variant.title}</span>
        </p>
        {alternative && (
          <p className="routine-step-alternative">
            {step.swapped ? 'Our first choice' : 'Or try'}:{' '}
            <Link to={`/products/${alternative.product.handle}`}>{alternative.product.title}</Link> (
            {formatMoney(alternative.variant.price)})
            {swapHref && (
              <>
                {' · '}
                <Link to={swapHref(step.key)} replace preventScrollReset>
                  Use it instead<span className="visually-hidden"> of {pick.product.title}</span>
                </Link>
              </>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export function RoutineSteps({
  routines,
  swapHref,
}: {
  routines: readonly ShownRoutine[];
  /** the URL that swaps a step for its alternative; absent: no swapping (the saved routine) */
  swapHref?: (key: string) => string;
}) {
  return (
    <div className="routine-days">
      {routines.map((r) => (
        <section key={r.time} className="routine-day" aria-labelledby={`routine-${r.time}`}>
          <h2 id={`routine-${r.time}`}>{TIME_TITLES[r.time]}</h2>
          <ol className="routine-list">
            {r.steps.map((s, i) => (
              <StepCard key={s.key} step={s} n={i + 1} swapHref={swapHref} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
