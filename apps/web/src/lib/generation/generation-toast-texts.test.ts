import { GENERATION_MESSAGES } from '@rotawise/api-contract';
import { describe, expect, it } from 'vitest';
import { generationFailedToast, isGenerationLimit } from './generation-toast-texts';

describe('generationFailedToast', () => {
  it("gives the server's refusal of a second run of the month the limit's own toast", () => {
    const refusal = GENERATION_MESSAGES.onePerMonth('2027-01');
    expect(isGenerationLimit(refusal)).toBe(true);
    expect(generationFailedToast(refusal, 'unused')).toEqual({
      title: 'Generation Limit Reached',
      description:
        'Only one schedule generation per month is allowed. Please wait for the current generation to complete or cancel it first.',
      variant: 'destructive',
    });
  });

  it("gives any other failure 'Generation Failed' with the caller's words", () => {
    expect(generationFailedToast('Out of memory', 'Failed to generate schedule: Out of memory')).toEqual({
      title: 'Generation Failed',
      description: 'Failed to generate schedule: Out of memory',
      variant: 'destructive',
    });
  });
});
