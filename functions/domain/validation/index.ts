/** Validation rules and messages of spec public §5.2, for the API and the web forms. */
export * from './messages.ts';
export * from './rules.ts';
export * from './dates.ts';
export * from './password.ts';
export * from './zod.ts';
export * from './customer.ts';
