import type { ReactNode } from 'react';

export interface StepProps {
  number: number;
  title: string;
  /** The heading's id, for controls the heading names (the pack radio group). */
  id: string;
  children: ReactNode;
  /** Beside the title (the currency switch of the packs step). */
  aside?: ReactNode;
  testId?: string;
}

/** One numbered step of the product page, as a card. */
export function Step({ number, title, id, children, aside, testId }: StepProps) {
  return (
    <section className="product-step" aria-labelledby={id} data-testid={testId}>
      <div className="product-step__header">
        <h3 className="product-step__title" id={id}>
          <span className="product-step__number" aria-hidden="true" data-testid="step-number">
            {number}
          </span>
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
