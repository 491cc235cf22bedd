import { LuMinus, LuPlus } from 'react-icons/lu';
import { buttonClass } from './button-class';
import { classNames } from './class-names';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Both buttons off, e.g. while the last change is being applied. */
  disabled?: boolean;
  /** Names the control for assistive technology, e.g. 'Quantity'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
  /** Placement within the caller's layout. */
  className?: string;
}

/** Minus, the current number and plus; the buttons stop at `min` and `max`. */
export function QuantityStepper({ value, min = 1, max, onChange, disabled = false, label, size = 'sm', className }: QuantityStepperProps) {
  const stepButton = buttonClass({ variant: 'outline', size, icon: true }, styles.step);
  return (
    <div role="group" aria-label={label} className={classNames(styles.stepper, className)}>
      <button
        type="button"
        aria-label="Decrease quantity"
        className={stepButton}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <LuMinus />
      </button>
      <output aria-live="polite" className={styles.value}>
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        className={stepButton}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <LuPlus />
      </button>
    </div>
  );
}
