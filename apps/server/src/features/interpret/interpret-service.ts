import type { InterpretResult, InterpretSource } from '@rotawise/api-contract';
import { type InterpretContext, interpret } from '@rotawise/engine';
import { interpretWithModel, type LlmConfig, type LlmInterpreterOptions } from './llm-interpreter.js';

export type InterpretOutcome = InterpretResult & { source: InterpretSource };

/**
 * Reads a free-text request: with the configured model when there is one and its answer is valid,
 * else (and always without LLM_*) with the engine's deterministic parser (docs/architecture.md, Scheduling engine).
 */
export async function interpretRequest(
  text: string,
  context: InterpretContext,
  llmConfig: LlmConfig | undefined,
  options: LlmInterpreterOptions = {},
): Promise<InterpretOutcome> {
  if (llmConfig) {
    const fromModel = await interpretWithModel(text, context, llmConfig, options);
    if (fromModel) return { ...fromModel, source: 'model' };
  }
  return { ...interpret(text, context), source: 'parser' };
}
