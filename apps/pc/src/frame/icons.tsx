/**
 * The attributes of the store's line icons (no icon font or package: nothing extra on the first
 * load): 24-unit strokes drawn at `size` pixels.
 */
export const lineIcon = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }) as const;

const common = lineIcon(20);

export const CartIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6" />
  </svg>
);

export const UserIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);

export const LogoMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
    <defs>
      <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#8b5cf6" />
        <stop offset="1" stopColor="#6d28d9" />
      </linearGradient>
    </defs>
    <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
    <path d="M10 17.5 16 8l-1.5 7H22l-6 9.5 1.5-7z" fill="#fff" />
  </svg>
);
