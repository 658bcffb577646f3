import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The error text, shown under the field in the spec's words. */
  error?: string | undefined;
  description?: ReactNode;
  className?: string;
  /** Classes for the label, for a label laid out with more than its text (e.g. a slider's value). */
  labelClassName?: string;
  /**
   * One input-like element; it receives id, aria-invalid and aria-describedby (its own aria-describedby,
   * naming something shown outside the field, is kept after the hint and the error).
   */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled field with its hint and its error under it, wired for assistive technology. */
export function FormField({
  label,
  error,
  description,
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const childProps = isValidElement(children) ? children.props : {};
  const id = (childProps.id as string | undefined) ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ownDescribedBy = childProps['aria-describedby'] as string | undefined;
  const describedBy = [descriptionId, errorId, ownDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className="text-sm font-medium text-destructive-soft-foreground dark:text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
