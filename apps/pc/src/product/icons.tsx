import { lineIcon } from '../frame/icons';

/** The product page's small line icons (the frame's style, a size smaller). */
const common = lineIcon(18);

export const CheckCircleIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </svg>
);

export const ShieldIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);

export const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg {...common} aria-hidden="true">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </svg>
);

export const MinusIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M5 12h14" />
  </svg>
);

export const PlusIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
