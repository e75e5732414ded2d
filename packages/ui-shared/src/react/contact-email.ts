import type { Order } from '@storefront/api-client/contract';
import { useState } from 'react';
import { type ContactProblem, contactEmailProblem, contactEmailToSend } from '../checkout/contact';

export interface ContactEmailField {
  value: string;
  setValue: (value: string) => void;
  /** Shown once the customer pressed Pay with a bad address, and until it is fixed. */
  problem: ContactProblem | null;
  /** The address to send with Pay, or `false` when the field holds a bad one (Pay waits). */
  take: () => string | undefined | false;
}

/**
 * The payment step's "Email for the receipt": prefilled with the order's (a user's account email
 * unless changed), optional, checked with the shared rule when Pay is pressed.
 */
export function useContactEmailField(order: Pick<Order, 'contactEmail'>): ContactEmailField {
  const [value, setValue] = useState(order.contactEmail ?? '');
  const [tried, setTried] = useState(false);
  const problem = tried ? contactEmailProblem(value) : null;
  return {
    value,
    setValue,
    problem,
    take: () => {
      setTried(true);
      return contactEmailProblem(value) ? false : contactEmailToSend(value);
    },
  };
}
