import { type Locale, t } from '@storefront/ui-shared';
import { useEffect, useRef } from 'react';
import { Stepper } from 'react-vant/es/stepper/index.js';
import 'react-vant/es/stepper/style/index.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  locale: Locale;
  labelledBy: string;
}

/** 1..max of the chosen pack, with 44px buttons. */
export function QuantityStepper({
  value,
  max,
  onChange,
  locale,
  labelledBy,
}: QuantityStepperProps) {
  const root = useRef<HTMLDivElement>(null);
  // react-vant names its buttons "minus" and "add" in English whatever the language, and its input
  // not at all, with no props for either: name them here (React never rewrites these attributes, the
  // component passes constants).
  useEffect(() => {
    const stepper = root.current;
    if (!stepper) return;
    const name = (selector: string, attribute: string, value: string) =>
      stepper.querySelector(selector)?.setAttribute(attribute, value);
    name('.rv-stepper__minus', 'aria-label', t(locale, 'product.decrease'));
    name('.rv-stepper__plus', 'aria-label', t(locale, 'product.increase'));
    name('.rv-stepper__input', 'aria-labelledby', labelledBy);
  }, [locale, labelledBy]);
  return (
    <div className="quantity-row" ref={root}>
      <Stepper
        value={value}
        min={1}
        max={Math.max(1, max)}
        integer
        buttonSize={44}
        inputWidth={56}
        disabled={max < 1}
        onChange={(next) => onChange(next ?? 1)}
      />
      <span className="product-hint">{t(locale, 'product.maxQuantity', { max })}</span>
    </div>
  );
}
