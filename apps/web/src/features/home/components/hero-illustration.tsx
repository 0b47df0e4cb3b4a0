/** A decorative basket of produce in the brand's colours (no text, hidden from assistive tech). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 260"
      width={320}
      height={260}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <ellipse cx="160" cy="236" rx="128" ry="14" fill="currentColor" opacity="0.08" />
      <path
        d="M84 140c0-52 34-88 76-88s76 36 76 88"
        fill="none"
        stroke="#8a5a22"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M98 92c-18-30-6-58 22-70 8 30-2 54-22 70z" fill="var(--color-secondary)" />
      <path
        d="M214 84c6-32 32-48 62-40-8 30-32 44-62 40z"
        fill="var(--color-secondary)"
        opacity="0.85"
      />
      <rect
        x="150"
        y="52"
        width="26"
        height="96"
        rx="13"
        transform="rotate(18 163 100)"
        fill="#e2b36b"
      />
      <circle cx="112" cy="118" r="40" fill="var(--color-primary)" />
      <path d="M112 80c4-8 12-12 20-10-4 8-12 12-20 10z" fill="var(--color-secondary-dark)" />
      <circle cx="184" cy="110" r="36" fill="var(--color-accent)" />
      <circle cx="238" cy="132" r="28" fill="#f08a24" />
      <path d="M52 140h216l-20 86a12 12 0 0 1-11.7 9.3H83.7A12 12 0 0 1 72 226.3z" fill="#b7792f" />
      <path d="M52 140h216l-4 16H56z" fill="#9a6426" />
      <g stroke="#9a6426" strokeWidth="5" strokeLinecap="round">
        <path d="M104 170l6 48M160 170v48M216 170l-6 48" />
      </g>
    </svg>
  );
}
