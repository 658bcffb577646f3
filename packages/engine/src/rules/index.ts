export * from './read-rule.js';
export * from './rule-form.js';
