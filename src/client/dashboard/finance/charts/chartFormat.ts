/** Number formats of the finance charts (kept out of the charts' lazy chunk so tests import it). */
const plain = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** Spec: the chart's axis shows thousands as k (2500 → '2.5k', 1200000 → '1,200k'). */
export function thousandsAsK(value: number): string {
  return Math.abs(value) >= 1000 ? `${plain.format(value / 1000)}k` : plain.format(value);
}

/** The share of `part` in `part + rest`, as a whole percentage (0 when both are 0). */
export function sharePercent(part: number, rest: number): number {
  const filled = Math.max(part, 0);
  const whole = filled + Math.max(rest, 0);
  return whole > 0 ? Math.round((filled / whole) * 100) : 0;
}
