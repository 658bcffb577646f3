export * from './auth.js';
export * from './common.js';
export * from './constants.js';
export * from './messages.js';
export * from './roles.js';
export * from './shift-catalogue.js';
