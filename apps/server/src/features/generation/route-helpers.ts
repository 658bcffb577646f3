import { ErrorResponseSchema } from '@rotawise/api-contract';

/** The error answers every generation and schedule route may give. */
export const routeErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** YYYY-MM, as the spec's messages write a month. */
export const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
