import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import { useText } from '../app/text';
import { MinusIcon, PlusIcon } from './icons';

/** How many of the pack: 1 to `max`, with one-less / one-more buttons. */
export function QuantityPicker({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange(value: number): void;
}) {
  const { tr } = useText();
  const disabled = max < 1;
  return (
    <div className="pc-quantity">
      <Button
        size="large"
        icon={<MinusIcon />}
        aria-label={tr('product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      />
      <InputNumber
        size="large"
        className="pc-quantity__input"
        aria-label={tr('product.quantity')}
        min={1}
        max={Math.max(1, max)}
        precision={0}
        controls={false}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(typeof next === 'number' ? next : 1)}
      />
      <Button
        size="large"
        icon={<PlusIcon />}
        aria-label={tr('product.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      />
      {!disabled && <span className="pc-quantity__max">{tr('product.maxQuantity', { max })}</span>}
    </div>
  );
}
