import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The error text, shown under the field in the spec's words. */
  error?: string | undefined;
  description?: ReactNode;
  className?: string;
  /** One input-like element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled field with its hint and its error under it, wired for assistive technology. */
export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const generatedId = useId();
  const childId = isValidElement(children) ? (children.props.id as string | undefined) : undefined;
  const id = childId ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
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
