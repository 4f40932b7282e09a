import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, Ref } from 'react';
import { BUTTON_COLORS, type ButtonSize, type ButtonVariant } from '@/lib/ui/button-variants';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** SPEC 5: a closed union, so any other value is a type error. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: keeps focus (aria-disabled, not disabled) and ignores clicks. Set from client code. */
  loading?: boolean;
  /** Read to screen readers while loading, in the visitor's language (a prop: the button ships no message runtime). */
  loadingLabel?: string;
  /** The button element, e.g. to give the focus back to it (React 19: a plain prop). */
  ref?: Ref<HTMLButtonElement>;
}

const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-9 gap-1.5 px-3 text-sm',
  md: 'min-h-11 gap-2 px-4 text-base',
  lg: 'min-h-12 gap-2 px-6 text-lg',
};
const LINK_SIZE: Record<ButtonSize, string> = { sm: 'gap-1.5 text-sm', md: 'gap-2 text-base', lg: 'gap-2 text-lg' };

// Module level: a server-rendered button gets no handler unless it is busy.
const ignoreClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * No 'use client': a server component renders it without client code; a client component
 * passes handlers. Colours come from BUTTON_COLORS through CSS variables, one source for both.
 */
/** The platform's brand shades in the table, read through the --color-brand-* variables: a clinic's site sets its own (issue 31). */
const BRAND_SHADES: Record<string, string> = { '#0f766e': '700', '#115e59': '800', '#f0fdfa': '50' };
const themed = (hex: string) => (BRAND_SHADES[hex] ? `var(--color-brand-${BRAND_SHADES[hex]}, ${hex})` : hex);

export function Button({ variant = 'primary', size = 'md', loading = false, loadingLabel, type = 'button', className = '', style, children, onClick, ...rest }: ButtonProps) {
  const colors = BUTTON_COLORS[variant];
  const palette = {
    '--btn-fg': themed(colors.fg),
    '--btn-bg': themed(colors.bg),
    '--btn-hover-fg': themed(colors.hoverFg),
    '--btn-hover-bg': themed(colors.hoverBg),
    '--btn-border': themed(colors.border),
  } as CSSProperties;
  const shape =
    variant === 'link'
      ? `${LINK_SIZE[size]} underline underline-offset-4`
      : `${SIZE[size]} rounded-lg border font-medium`;
  return (
    <button
      type={type}
      data-variant={variant}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? ignoreClick : onClick}
      style={{ ...palette, ...style }}
      className={`inline-flex items-center justify-center border-(--btn-border) bg-(--btn-bg) text-(--btn-fg) transition-colors enabled:hover:bg-(--btn-hover-bg) enabled:hover:text-(--btn-hover-fg) focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait ${shape} ${className}`}
      {...rest}
    >
      {loading && (
        <>
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          {loadingLabel && <span className="sr-only">{loadingLabel}</span>}
        </>
      )}
      {children}
    </button>
  );
}
