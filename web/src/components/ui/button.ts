import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The guide's buttons, and links that look like one. Every intent has a
 * 2 px border (transparent where none shows), so that all intents of one
 * size are the same height side by side.
 */
export const button = cva(
  // At least 44 px tall: a thumb's target on a phone.
  'inline-flex min-h-11 items-center justify-center rounded-lg border-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  {
    variants: {
      intent: {
        primary: 'border-transparent bg-brand-600 text-white hover:bg-brand-700',
        /** A primary button whose panel is open (aria-expanded). */
        pressed: 'border-transparent bg-brand-900 text-white',
        secondary: 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
        danger: 'border-transparent bg-red-700 text-white hover:bg-red-800',
        quiet: 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      },
      size: {
        md: 'px-5 py-2 text-sm',
        sm: 'px-4 py-1.5 text-sm',
        lg: 'px-6 py-2.5',
      },
    },
    defaultVariants: { intent: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof button>;
