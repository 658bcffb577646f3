import type { InterpretRequest, InterpretResponse } from '@rotawise/api-contract';
import { api } from '@/lib/api-client';

/** POST /api/interpret: what the interpreter read in a free text, for the "Understood as" list. */
export async function interpretText(
  input: InterpretRequest,
  signal?: AbortSignal,
): Promise<InterpretResponse> {
  return api.post<InterpretResponse>('/api/interpret', input, { signal });
}
