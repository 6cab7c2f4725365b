/**
 * The `Idempotency-Key` of a payment (decisions.md, Money: a retry never pays twice). One key is
 * made when the dialog opens; sending the same values again (a retry after a lost answer) reuses
 * it, so the server answers the first result instead of paying twice. Changed values are a new
 * submission with a new key (the server would refuse the old key with 422), and a success starts
 * over with a new key.
 */
import { useRef, useState } from 'react';

/** crypto.randomUUID needs a secure context; getRandomValues works everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Attempt {
  key: string;
  /** The values first sent with this key; null until the first send. */
  values: string | null;
}

export function useIdempotencyKey() {
  const [initialKey] = useState(newIdempotencyKey);
  const attempt = useRef<Attempt>({ key: initialKey, values: null });

  return {
    /** The key to send with these values (call when sending, not while rendering). */
    keyFor(values: unknown): string {
      const text = JSON.stringify(values);
      const current = attempt.current;
      if (current.values !== null && current.values !== text) {
        attempt.current = { key: newIdempotencyKey(), values: text };
      } else {
        current.values = text;
      }
      return attempt.current.key;
    },
    /** After a success: the next payment is a new one. */
    renew(): void {
      attempt.current = { key: newIdempotencyKey(), values: null };
    },
  };
}
