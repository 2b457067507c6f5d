/**
 * zod helpers over the rules, for the API's request schemas and the web forms' resolvers alike.
 * Every issue they raise is a 'custom' issue carrying the spec's message, so the message reaches the
 * client unchanged (the pipeline rewrites only zod's own wording for missing values).
 */
import { z } from 'zod';
import { message } from './messages.ts';
import { type Rule, isBlank, check, rules as ruleSet } from './rules.ts';

interface TextOptions {
  /**
   * Leading and trailing spaces are removed and markup is refused before the rules run. false for
   * passwords: taken verbatim, since a password may hold any character and is never stored or shown.
   */
  trim?: boolean;
}

function addAll(ctx: z.RefinementCtx, messages: string[]) {
  for (const m of messages) ctx.addIssue({ code: 'custom', message: m });
}

/** The messages for a present text value: the plainText message alone when it holds markup, else each rule's. */
function textMessages(value: string, label: string, rules: readonly Rule[], verbatim: boolean): string[] {
  const markup = verbatim ? undefined : ruleSet.plainText(value, label);
  return markup ? [markup] : check(value, label, rules);
}

/** A required text field: "{label} is required", then each rule's message. */
export function requiredText(label: string, rules: readonly Rule[] = [], opts: TextOptions = {}) {
  const trim = opts.trim ?? true;
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      if (isBlank(v)) return addAll(ctx, [message('required', { field: label })]);
      addAll(ctx, textMessages(trim ? v!.trim() : v!, label, rules, !trim));
    })
    .transform((v) => (trim ? (v ?? '').trim() : (v ?? '')));
}

/** An optional text field: blank or null becomes undefined; a value must pass the rules. */
export function optionalText(label: string, rules: readonly Rule[] = [], opts: TextOptions = {}) {
  const trim = opts.trim ?? true;
  return z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      if (!isBlank(v)) addAll(ctx, textMessages(trim ? v!.trim() : v!, label, rules, !trim));
    })
    .transform((v) => (isBlank(v) ? undefined : trim ? v!.trim() : v!));
}

/**
 * For text fields with their own zod rules rather than requiredText/optionalText (fee override reasons,
 * override records): the same plainText rule, as a refinement, `.superRefine(refuseMarkup('Reason'))`.
 */
export function refuseMarkup(label: string) {
  return (v: string | null | undefined, ctx: z.RefinementCtx) => {
    const markup = typeof v === 'string' ? ruleSet.plainText(v, label) : undefined;
    if (markup) addAll(ctx, [markup]);
  };
}

/** Adds one message at `path` of an object schema's refinement (cross-field rules such as confirmed). */
export function issueAt(ctx: z.RefinementCtx, path: string, text: string) {
  ctx.addIssue({ code: 'custom', message: text, path: [path] });
}

interface NumberOptions {
  /** minNumber: "{label} must be greater than or equal to {minimum}". */
  min?: number;
  /** maxNumber: "{label} must be less than or equal to {maximum}". */
  max?: number;
}

/** The numeric rules (numeric, then minNumber/maxNumber) over a whole number typed as text or sent as a number. */
function numberMessages(v: string | number, label: string, opts: NumberOptions): string[] {
  const text = String(v).trim();
  if (!/^-?\d+$/.test(text)) return [message('numeric', { field: label })];
  const n = Number(text);
  if (opts.min !== undefined && n < opts.min)
    return [message('minNumber', { field: label, minimum: opts.min })];
  if (opts.max !== undefined && n > opts.max)
    return [message('maxNumber', { field: label, maximum: opts.max })];
  return [];
}

/** A required whole number (a form's text or the API's number): "{label} is required", then the numeric rules. */
export function requiredWholeNumber(label: string, opts: NumberOptions = {}) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .superRefine((v, ctx) => {
      if (isBlank(v)) return addAll(ctx, [message('required', { field: label })]);
      addAll(ctx, numberMessages(v!, label, opts));
    })
    .transform((v) => Number(String(v).trim()));
}

/** An optional whole number: blank or null becomes null; a value must pass the numeric rules. */
export function optionalWholeNumber(label: string, opts: NumberOptions = {}) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .superRefine((v, ctx) => {
      if (!isBlank(v)) addAll(ctx, numberMessages(v!, label, opts));
    })
    .transform((v) => (isBlank(v) ? null : Number(String(v).trim())));
}
