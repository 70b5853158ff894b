import type { RoutineDayView, RoutineStepView } from '../../../../shared/contract/routine';
import { Image } from '../../../components/ui/Image';
import { LINK_ATTR } from '../../../lib/navigation/link-navigation';

// The morning and evening routines, each step in the order it is applied: the product (picture,
// link), why it was chosen, its price and size, and the alternative with a way to choose it. Plain
// links, followed by the page's one link listener, so they work before this part hydrates.

const IMAGE_WIDTH = 120;
/** A swap changes this page in place: the same history entry, the same scroll position. */
const SWAP_LINK = { [LINK_ATTR.keepScroll]: '', [LINK_ATTR.replace]: '' };

function StepCard({ step, n, swaps }: { step: RoutineStepView; n: number; swaps: boolean }) {
  const { pick, alternative } = step;
  const href = `/products/${pick.handle}`;
  const image = pick.image;
  return (
    <li className="routine-step">
      <a href={href} className="routine-step-image" tabIndex={-1} aria-hidden="true">
        <Image
          src={image}
          decorative
          width={IMAGE_WIDTH}
          height={Math.round((IMAGE_WIDTH * image.height) / image.width)}
          loading="lazy"
        />
      </a>
      <div className="routine-step-body">
        <p className="routine-step-label">
          Step {n} · {step.label}
        </p>
        <h3>
          <a href={href}>{pick.title}</a>
        </h3>
        <p className="routine-step-reason">{pick.reason}</p>
        <p className="routine-step-price">
          {pick.price} <span className="routine-step-size">· {pick.size}</span>
        </p>
        {alternative && (
          <p className="routine-step-alternative">
            {step.swapped ? 'Our first choice' : 'Or try'}:{' '}
            <a href={`/products/${alternative.handle}`}>{alternative.title}</a> ({alternative.price})
            {swaps && (
              <>
                {' · '}
                <a href={step.swapPath} {...SWAP_LINK}>
                  Use it instead<span className="visually-hidden"> of {pick.title}</span>
                </a>
              </>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export function RoutineSteps({
  days,
  swaps = false,
}: {
  days: readonly RoutineDayView[];
  /** offer each step's alternative in its place (the result page; the saved routine does not) */
  swaps?: boolean;
}) {
  return (
    <div className="routine-days">
      {days.map((d) => (
        <section key={d.time} className="routine-day" aria-labelledby={`routine-${d.time}`}>
          <h2 id={`routine-${d.time}`}>{d.title}</h2>
          <ol className="routine-list">
            {d.steps.map((s, i) => (
              <StepCard key={s.key} step={s} n={i + 1} swaps={swaps} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
