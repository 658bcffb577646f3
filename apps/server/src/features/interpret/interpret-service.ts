import type { InterpretDisagreement, InterpretResult, InterpretSource } from '@rotawise/api-contract';
import { type InterpretContext, interpret } from '@rotawise/engine';
import { interpretWithModel, type LlmConfig, type LlmInterpreterOptions } from './llm-interpreter.js';
import { reconcile } from './reconcile.js';

export type InterpretOutcome = InterpretResult & {
  source: InterpretSource;
  disagreements?: InterpretDisagreement[];
};

/**
 * Reads a free-text request with the engine's deterministic parser (docs/architecture.md, Scheduling engine).
 * Only when the parser leaves words not understood, and a model is configured (LLM_*), is the model
 * asked; it may add readings of those words, and where it reads words the parser understood
 * differently, the disagreement is returned alongside, not resolved.
 */
export async function interpretRequest(
  text: string,
  context: InterpretContext,
  llmConfig: LlmConfig | undefined,
  options: LlmInterpreterOptions = {},
): Promise<InterpretOutcome> {
  const parsed = interpret(text, context);
  if (!llmConfig || parsed.unrecognized.length === 0) return { ...parsed, source: 'parser' };
  const fromModel = await interpretWithModel(text, context, llmConfig, options);
  if (!fromModel) return { ...parsed, source: 'parser' };
  const { usedModel, disagreements, ...result } = reconcile(text, parsed, fromModel);
  return {
    ...result,
    source: usedModel ? 'model' : 'parser',
    ...(disagreements.length > 0 ? { disagreements } : {}),
  };
}
