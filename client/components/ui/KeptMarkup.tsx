import {
  Component,
  createElement,
  startTransition,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Carried } from './kept-markup-swap';

// A part of the layout whose code is not in the first load (the header's menu, search and drawer,
// the footer and its sign-up form). The server renders it as usual. In the browser it hydrates as
// the server's HTML, as is: the first client render reads that HTML from the DOM and gives it back
// as the element's innerHTML, which React keeps without looking inside. Its links still navigate
// (the one delegated listener), its forms still post natively (real forms, 303s). The part's code
// is fetched, and the real part replaces the HTML (in a transition: the same markup, with the
// focus, the caret, typed text and a button pressed meanwhile carried over), only when a pointer,
// a finger or the focus comes to it, or when the page changes what it shows (`variant`). Swapping
// at idle rendered every part a second time and rebuilt its DOM while the page was still
// starting, for visits that never touch it; fetching at idle still ran every part's modules (about
// 80 ms of main thread at 4x CPU on a post) for visits that never touch them.

/** A part's component, imported on demand (in the server's bundle it is at hand). */
export interface Part<P> {
  readonly name: string;
  load(): Promise<ComponentType<P>>;
  /** set once loaded */
  component?: ComponentType<P>;
}

export function definePart<P>(name: string, importer: () => Promise<{ default: ComponentType<P> }>): Part<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const part: Part<P> = {
    name,
    load() {
      loading ??= importer().then(
        (m) => (part.component = m.default),
        (error: unknown) => {
          loading = undefined; // a failed chunk may load on a later try
          throw error;
        },
      );
      return loading;
    },
  };
  // The server renders every part in every page: loaded once, before its first request.
  if (typeof document === 'undefined') void part.load();
  return part;
}

function Loaded<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  // The part's one component, the same on every render (the module's default export).
  return createElement(part.component ?? use(part.load()), props);
}

/** The swap's code, loaded with the first part's (a part is swapped only once both are in). */
let swapCode: typeof import('./kept-markup-swap') | undefined;
const loadSwapCode = () => import('./kept-markup-swap').then((m) => (swapCode = m));

/** Reads the shopper's state before the commit that swaps the markup, and puts it back after it. */
class CarryOver extends Component<{
  root: RefObject<HTMLElement | null>;
  clicked: RefObject<HTMLElement | null>;
  kept: boolean;
  children: ReactNode;
}> {
  override getSnapshotBeforeUpdate(prev: { kept: boolean }): Carried | null {
    const root = this.props.root.current;
    return prev.kept && !this.props.kept && root && swapCode ? swapCode.carry(root, this.props.clicked.current) : null;
  }
  override componentDidUpdate(_prev: unknown, _state: unknown, carried: Carried | null): void {
    const root = this.props.root.current;
    const code = swapCode;
    if (!carried || !root || !code) return;
    code.restore(root, carried);
    setTimeout(() => code.replayClick(root, carried), 0);
  }
  override render() {
    return this.props.children;
  }
}

type Tag = 'div' | 'footer' | 'section' | 'nav' | 'article';

export type KeptMarkupProps<P> = {
  part: Part<P>;
  props: P;
  /** the element's id: how the first client render finds the server's HTML */
  id: string;
  as?: Tag;
  className?: string;
  'aria-label'?: string;
  /**
   * What the part is about (a post's slug, a page's path): another one is a new part, drawn by
   * its code, not swapped in over the last one's markup. Siblings cannot collide on it: it keys
   * the part inside this element, not among the caller's children.
   */
  identity?: string;
  /**
   * What the part shows that its props' identity does not say (the current page, the cart's
   * count), compared as JSON: a value other than the first render's needs the real part. Markup
   * kept until changed compares its props unless told otherwise.
   */
  variant?: unknown;
  /**
   * Markup with nothing to use in it (a CMS body: links and anchors only) keeps the server's HTML
   * until `variant` changes, not until first use.
   */
  untilChanged?: boolean;
};

/** A form's submit button: its click posts the form. */
const submitButton = (el: HTMLElement): el is HTMLButtonElement =>
  el instanceof HTMLButtonElement && el.type === 'submit' && el.form !== null;

/** How long after a pointer is lifted the swap waits for its click (a tap's click comes after touchend). */
const CLICK_WAIT_MS = 350;

/** A part that hydrates as the server's HTML and loads its code on first use (see above). */
export function KeptMarkup<P extends object>({ identity = '', variant, ...rest }: KeptMarkupProps<P>) {
  // Only the browser compares it: the server's render leaves it out of every request's work.
  const shown = variant ?? (rest.untilChanged ? rest.props : '');
  const compared = typeof document === 'undefined' ? '' : typeof shown === 'string' ? shown : JSON.stringify(shown);
  return <KeptPart key={identity} variant={compared} {...rest} />;
}

function KeptPart<P extends object>({
  part,
  props,
  id,
  as = 'div',
  className,
  'aria-label': label,
  variant,
  untilChanged = false,
}: Omit<KeptMarkupProps<P>, 'identity' | 'variant'> & { variant: string }) {
  const server = typeof document === 'undefined';
  const [kept] = useState(() => (server || part.component ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const [Real, setReal] = useState<ComponentType<P> | null>(null);
  const [firstVariant] = useState(variant);
  const root = useRef<HTMLElement | null>(null);
  const started = useRef(false);
  const pressing = useRef(false);
  const clicked = useRef<HTMLElement | null>(null);

  const swapIn = (C: ComponentType<P>) => {
    const swap = () => startTransition(() => setReal(() => C));
    if (!pressing.current) return swap();
    // Mid-press the pressed element must stay the one the click lands on.
    const done = () => {
      window.removeEventListener('click', done);
      clearTimeout(timer);
      pressing.current = false;
      setTimeout(swap, 0);
    };
    const timer = setTimeout(done, CLICK_WAIT_MS * 3);
    window.addEventListener('click', done);
  };
  const start = () => {
    if (started.current) return;
    started.current = true;
    Promise.all([part.load(), loadSwapCode()]).then(
      ([C]) => swapIn(C),
      () => {
        // The markup stays (links and forms work without the code); a later use tries again. A
        // submit held back for the code goes as a plain form post.
        started.current = false;
        const held = clicked.current;
        clicked.current = null;
        if (held && submitButton(held)) held.form!.requestSubmit(held);
      },
    );
  };

  if (import.meta.env.DEV && !server && kept === null && !part.component)
    // It renders nothing until its code arrives: a screen lists such parts (ScreenModule.parts).
    console.warn(`Kept part "${part.name}" rendered before its code was loaded: list it in its screen's parts`);
  const isKept = kept !== null && Real === null;
  const needsCode = variant !== firstVariant;
  useEffect(() => {
    if (isKept && needsCode) start();
    // start() reads refs and the part only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isKept, needsCode]);
  if (server) {
    return createElement(
      as,
      { className, id, 'aria-label': label, 'data-kept': '' },
      <Loaded part={part} props={props} />,
    );
  }
  if (isKept) {
    const shell = {
      className,
      id,
      'aria-label': label,
      'data-kept': '',
      dangerouslySetInnerHTML: { __html: kept },
    };
    if (untilChanged) return createElement(as, shell);
    return (
      <CarryOver root={root} clicked={clicked} kept>
        {createElement(as, {
          ...shell,
          ref: root,
          onPointerEnter: start,
          onFocus: start,
          onTouchStart: start,
          onPointerDown: () => {
            pressing.current = true;
            start();
          },
          onPointerUp: () => setTimeout(() => (pressing.current = false), CLICK_WAIT_MS),
          onClick: (e: { target: EventTarget; preventDefault(): void }) => {
            pressing.current = false; // the press is over: a swap waiting for this click goes on
            // A plain button does nothing before the code is in: it is pressed again after the swap.
            // So is a link marked data-replay, which is held back rather than followed, and a
            // form's submit button: the real part's form then runs in the page. Should the code
            // not load, the form is posted as it is without JavaScript (see start).
            const target = e.target instanceof Element ? e.target.closest('button, a[data-replay]') : null;
            if (!(target instanceof HTMLElement)) return;
            if (target instanceof HTMLAnchorElement || submitButton(target)) e.preventDefault();
            clicked.current = target;
            start();
          },
        })}
      </CarryOver>
    );
  }
  return (
    <CarryOver root={root} clicked={clicked} kept={false}>
      {createElement(
        as,
        { ref: root, className, id, 'aria-label': label },
        Real ? (
          <Real {...props} />
        ) : (
          <Suspense fallback={null}>
            <Loaded part={part} props={props} />
          </Suspense>
        ),
      )}
    </CarryOver>
  );
}
