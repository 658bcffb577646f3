import { ErrorResponseSchema } from '@rotawise/api-contract';

/**
 * The one set of error answers of the API, every one `{ message }` (plugins/errors.ts sends them): each
 * route spreads it into its `response` schemas beside its own success answers, so the OpenAPI document
 * and the serializer agree on every error shape.
 */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
  503: ErrorResponseSchema,
} as const;
