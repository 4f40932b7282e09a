/** SPEC 5: the only button variants. */
export const BUTTON_VARIANTS = ['empty', 'primary', 'secondary', 'success', 'danger', 'accent', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonColors {
  fg: string;
  /** 'transparent' shows the page behind: white or the #f8fafc body. */
  bg: string;
  hoverFg: string;
  hoverBg: string;
  border: string;
}

/**
 * One table for the colours, read by the button and by the contrast test: every text and
 * background pair, hover included, is at least 4.5:1 (WCAG AA). Brand teal is #0f766e.
 */
export const BUTTON_COLORS: Record<ButtonVariant, ButtonColors> = {
  empty: { fg: '#1f2937', bg: 'transparent', hoverFg: '#1f2937', hoverBg: '#f1f5f9', border: 'transparent' },
  primary: { fg: '#ffffff', bg: '#0f766e', hoverFg: '#ffffff', hoverBg: '#115e59', border: '#0f766e' },
  secondary: { fg: '#0f766e', bg: '#ffffff', hoverFg: '#115e59', hoverBg: '#f0fdfa', border: '#0f766e' },
  success: { fg: '#ffffff', bg: '#15803d', hoverFg: '#ffffff', hoverBg: '#166534', border: '#15803d' },
  danger: { fg: '#ffffff', bg: '#b91c1c', hoverFg: '#ffffff', hoverBg: '#991b1b', border: '#b91c1c' },
  accent: { fg: '#ffffff', bg: '#c2410c', hoverFg: '#ffffff', hoverBg: '#9a3412', border: '#c2410c' },
  link: { fg: '#0f766e', bg: 'transparent', hoverFg: '#115e59', hoverBg: 'transparent', border: 'transparent' },
};
