import type { ReactNode } from 'react';

/** `swatch` is a colour shown beside the label; `shade`, when given, fills its lower half. */
export type Choice<V extends string> = { value: V; label: string; swatch?: string; shade?: string; title?: string };

type ChoiceGroupProps<V extends string> = {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V;
  onChoose: (value: V) => void;
  className?: string;
  children?: ReactNode;
};

/**
 * One option of the panel as a native radio group: labelled by its legend, one Tab
 * stop, arrow keys move and choose at once (which applies the option immediately).
 */
export function ChoiceGroup<V extends string>({ legend, name, choices, value, onChoose, className }: ChoiceGroupProps<V>) {
  return (
    <fieldset className={`choices ${className ?? ''}`} part={`group group-${name}`}>
      <legend>{legend}</legend>
      <div className="choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice" title={choice.title}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChoose(choice.value)} />
            {choice.swatch && (
              <span
                className="swatch"
                // A browser that cannot read the shade drops only the image and keeps the colour.
                style={{ backgroundColor: choice.swatch, backgroundImage: choice.shade && `linear-gradient(to bottom, transparent 50%, ${choice.shade} 50%)` }}
                aria-hidden="true"
              />
            )}
            <span className="choice__label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
