import type { ReactNode } from 'react';
import { useText } from '../app/text';

/** One numbered step of the product page ("1 Enter your account"). */
export function Step({
  number,
  title,
  children,
  aside,
}: {
  number: number;
  title: string;
  children: ReactNode;
  /** Shown at the right of the step's title. */
  aside?: ReactNode;
}) {
  const { tr } = useText();
  const id = `step-${number}`;
  return (
    <section className="pc-step" aria-labelledby={id}>
      <header className="pc-step__head">
        <span className="pc-step__number" aria-hidden="true">
          {number}
        </span>
        <h2 className="pc-step__title" id={id}>
          <span className="pc-visually-hidden">{tr('product.step', { n: number })}: </span>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
