/**
 * A text-based payment-method badge: the method's name set in a rounded frame. Self-made so no
 * trademark artwork is copied; `role="img"` with the name as its label gives it an accessible name.
 */
export function PaymentBadge({ label }: { label: string }) {
  const width = Math.max(56, label.length * 8 + 20);
  return (
    <svg
      className="payment-badge"
      role="img"
      aria-label={label}
      width={width}
      height="32"
      viewBox={`0 0 ${width} 32`}
    >
      <rect
        x="0.5"
        y="0.5"
        width={width - 1}
        height="31"
        rx="6"
        fill="var(--color-surface, #fff)"
        stroke="currentColor"
      />
      <text
        x={width / 2}
        y="20.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="currentColor"
      >
        {label}
      </text>
    </svg>
  );
}
