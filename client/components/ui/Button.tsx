import type { MouseEventHandler, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

// The one button of the site (SPEC section 3). It renders as an <a> for `to` (an app page: the
// delegated listener of client/lib/navigation/link-navigation.ts navigates to it in the app), an <a> for
// `href` (a full page load, e.g. checkout or another site), else a <button>.

export type ButtonVariant = 'flat' | 'outlined' | 'text' | 'elevated';
export type ButtonColor = 'primary' | 'secondary' | 'accent' | 'error' | 'success' | 'white' | 'black';
export type ButtonTextAlign = 'left' | 'center' | 'right';

export interface ButtonProps {
  variant?: ButtonVariant;
  color?: ButtonColor;
  icon?: IconName;
  iconPosition?: 'pre' | 'post';
  text?: string;
  textAlign?: ButtonTextAlign;
  href?: string;
  to?: string;
  block?: boolean;
  compact?: boolean;
  disabled?: boolean;
  title?: string;
  id?: string;
  type?: 'button' | 'submit' | 'reset';
  className?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  children?: ReactNode;
}

export function buttonClassName(
  p: Pick<ButtonProps, 'variant' | 'color' | 'textAlign' | 'block' | 'compact' | 'disabled' | 'className'> & {
    iconOnly?: boolean;
  },
): string {
  return [
    'btn',
    `btn-${p.variant ?? 'elevated'}`,
    `btn-${p.color ?? 'primary'}`,
    `btn-align-${p.textAlign ?? 'center'}`,
    p.block && 'btn-block',
    p.compact && 'btn-compact',
    p.disabled && 'btn-disabled',
    p.iconOnly && 'btn-icon-only',
    p.className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'elevated',
  color = 'primary',
  icon,
  iconPosition = 'pre',
  text,
  textAlign = 'center',
  href,
  to,
  block = false,
  compact = false,
  disabled = false,
  title,
  id,
  type = 'button',
  className,
  onClick,
  children,
}: ButtonProps) {
  const label = text ?? children;
  const iconOnly = Boolean(icon) && (label === undefined || label === null || label === '');
  const classes = buttonClassName({ variant, color, textAlign, block, compact, disabled, className, iconOnly });
  const iconEl = icon ? <Icon name={icon} size={compact ? 18 : 20} className="btn-icon" /> : null;
  const content = (
    <>
      {iconPosition === 'pre' && iconEl}
      {label !== undefined && label !== null && label !== '' && <span className="btn-label">{label}</span>}
      {iconPosition === 'post' && iconEl}
    </>
  );
  // An icon-only control still needs an accessible name; the title provides it.
  const ariaLabel = iconOnly ? title : undefined;

  if (href !== undefined || to !== undefined) {
    if (disabled) {
      // A disabled link has no target: it cannot be followed or focused.
      return (
        <a id={id} className={classes} title={title} aria-label={ariaLabel} aria-disabled="true" role="link">
          {content}
        </a>
      );
    }
    if (to !== undefined) {
      return (
        <a id={id} className={classes} href={to} title={title} aria-label={ariaLabel} onClick={onClick}>
          {content}
        </a>
      );
    }
    return (
      <a id={id} className={classes} href={href} title={title} aria-label={ariaLabel} onClick={onClick} rel="noopener">
        {content}
      </a>
    );
  }
  return (
    <button
      id={id}
      className={classes}
      type={type}
      title={title}
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={onClick}
    >
      {content}
    </button>
  );
}
