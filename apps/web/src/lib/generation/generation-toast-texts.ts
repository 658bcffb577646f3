import type { ToastInput } from '@/components/ui/toast';

/**
 * The toasts of a generation's start and end (the spec's error catalogue, generation start), shown alike
 * by the dashboard's Generate Schedule dialog and the monthly generation page.
 */

/** The title of the toast for a run that failed to start or ended in failure. */
export const GENERATION_FAILED_TITLE = 'Generation Failed';

/** The toast for the server's refusal of a second run of a month. */
export const GENERATION_LIMIT_TEXTS = {
  /** The words of the server's 409 (GENERATION_MESSAGES.onePerMonth) that tell this refusal apart. */
  marker: 'Only one generation allowed',
  title: 'Generation Limit Reached',
  body: 'Only one schedule generation per month is allowed. Please wait for the current generation to complete or cancel it first.',
} as const;

/** Whether an error message is the server's refusal of a second run of a month. */
export const isGenerationLimit = (message: string) => message.includes(GENERATION_LIMIT_TEXTS.marker);

/**
 * The toast for a run that failed: the limit's own words when the server refused a second run of the
 * month, else 'Generation Failed' with `failedBody` (each caller words the failure in the spec's way).
 */
export const generationFailedToast = (message: string, failedBody: string): ToastInput =>
  isGenerationLimit(message)
    ? {
        title: GENERATION_LIMIT_TEXTS.title,
        description: GENERATION_LIMIT_TEXTS.body,
        variant: 'destructive',
      }
    : { title: GENERATION_FAILED_TITLE, description: failedBody, variant: 'destructive' };
