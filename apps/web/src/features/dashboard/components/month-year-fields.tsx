import { MONTH_NAMES } from '@rotawise/api-contract';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DASHBOARD_TEXTS } from '../texts';

export interface MonthYear {
  year: number;
  month: number;
}

/** Month 1-12 and a year from the shown year minus 2 to plus 2 (spec, validation: generate dialog). */
export function MonthYearFields({
  value,
  aroundYear,
  onChange,
  disabled,
}: {
  value: MonthYear;
  aroundYear: number;
  onChange: (value: MonthYear) => void;
  disabled?: boolean;
}) {
  const monthId = useId();
  const yearId = useId();
  const years = [-2, -1, 0, 1, 2].map((delta) => aroundYear + delta);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={monthId}>{DASHBOARD_TEXTS.month}</Label>
        <NativeSelect
          id={monthId}
          value={value.month}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, month: Number(event.target.value) })}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={yearId}>{DASHBOARD_TEXTS.year}</Label>
        <NativeSelect
          id={yearId}
          value={value.year}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

export function monthLabel({ year, month }: MonthYear): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
