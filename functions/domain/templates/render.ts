/**
 * Rendering a communication template: its placeholders checked against the mail type, then filled in.
 * Text values are escaped in the HTML part (a customer's name cannot add markup); blocks are HTML the
 * product drew, with their own plain-text form. The plain-text part is the body's words with the same
 * placeholders filled in. Pure: no I/O.
 */
import { TEMPLATE_CATALOGUE, type TemplateContent, type TemplateType } from './catalogue.ts';

/** A placeholder's value: text, or a block with its HTML and its plain text. */
export type PlaceholderValue = string | { html: string; text: string };
export type PlaceholderValues = Record<string, PlaceholderValue>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const TEMPLATE_MESSAGE = {
  subjectRequired: 'Subject is required',
  subjectTooLong: (max: number) => `Subject must not exceed ${max} characters`,
  bodyRequired: 'Body is required',
  unknownPlaceholder: (name: string, mail: string) =>
    `{{${name}}} is not a placeholder of the ${mail} mail. Use one from the list of placeholders.`,
  blockInSubject: (name: string) => `{{${name}}} is a table or list, so it can only be used in the body.`,
  unclosed: 'A placeholder is not closed: write it as {{name}}.',
  activeContent:
    'The body may not contain scripts, styles, frames, forms or event handlers: mail programs refuse them.',
  notParkScoped: (mail: string) =>
    `The ${mail} mail is the agency’s: it has no park, so a park cannot have its own.`,
  exists: (mail: string, where: string) =>
    `${where} already has its own ${mail} template: edit that one instead.`,
  agencyNeedsAdmin:
    'Only agency administrators can change the agency’s templates. Choose one of your parks to give it its own.',
  nothingToReset: 'This template is the default already: there is no customisation to remove.',
} as const;

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order, each once. */
export function placeholdersIn(s: string): string[] {
  return [...new Set([...s.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Markup no mail should carry: scripts, styles, frames, forms, event handlers, script links. */
const ACTIVE_CONTENT = [
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|link|meta|base)\b/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /(javascript|vbscript)\s*:/i,
  /<[^>]*\ssrcdoc\s*=/i,
];

export function hasActiveContent(html: string): boolean {
  return ACTIVE_CONTENT.some((re) => re.test(html));
}

/** What is wrong with a template of a type, by field ('subject', 'body'); empty when nothing. */
export function templateProblems(type: TemplateType, t: TemplateContent): Record<string, string[]> {
  const info = TEMPLATE_CATALOGUE[type];
  const known = new Map(info.placeholders.map((p) => [p.name, p]));
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);

  if (t.subject.trim() === '') add('subject', TEMPLATE_MESSAGE.subjectRequired);
  else if (t.subject.length > SUBJECT_MAX) add('subject', TEMPLATE_MESSAGE.subjectTooLong(SUBJECT_MAX));
  for (const name of placeholdersIn(t.subject)) {
    const p = known.get(name);
    if (!p) add('subject', TEMPLATE_MESSAGE.unknownPlaceholder(name, info.name));
    else if (p.kind === 'block') add('subject', TEMPLATE_MESSAGE.blockInSubject(name));
  }
  if (/\{\{(?![^{}]*\}\})/.test(t.subject)) add('subject', TEMPLATE_MESSAGE.unclosed);

  const words = t.body
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (words === '') add('body', TEMPLATE_MESSAGE.bodyRequired);
  for (const name of placeholdersIn(t.body))
    if (!known.has(name)) add('body', TEMPLATE_MESSAGE.unknownPlaceholder(name, info.name));
  if (/\{\{(?![^{}]*\}\})/.test(t.body)) add('body', TEMPLATE_MESSAGE.unclosed);
  if (hasActiveContent(t.body)) add('body', TEMPLATE_MESSAGE.activeContent);
  return problems;
}

/** Thrown when a stored template cannot be rendered for its type (the sender falls back to the default). */
export class TemplateRenderError extends Error {}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = 'p|div|h[1-6]|ul|ol|table|blockquote|section|header|footer|hr';

/**
 * The words of rich text as plain text: paragraphs and headings apart by a blank line, list items as
 * '- ' lines, table rows one per line, links followed by their address.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '').trim() === href.trim() || !href.trim() ? label : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/li>/gi, '')
    .replace(/<\/tr>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) =>
      decodeEntities(line)
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function fill(s: string, each: (name: string) => string): string {
  return s.replace(PLACEHOLDER, (_, name: string) => each(name));
}

/**
 * The subject, HTML and plain text of a template with its placeholders filled in. Throws
 * TemplateRenderError when the template does not suit its type (an unknown placeholder, active content).
 */
export function renderTemplate(
  type: TemplateType,
  template: TemplateContent,
  values: PlaceholderValues,
): RenderedMail {
  const problems = templateProblems(type, template);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new TemplateRenderError(first);
  const valueOf = (name: string): PlaceholderValue => {
    const v = values[name];
    if (v === undefined) throw new TemplateRenderError(`No value for {{${name}}}`);
    return v;
  };
  const asText = (name: string) => {
    const v = valueOf(name);
    return typeof v === 'string' ? v : v.text;
  };
  const asHtml = (name: string) => {
    const v = valueOf(name);
    return typeof v === 'string' ? escapeHtml(v) : v.html;
  };
  // A block alone in a paragraph takes the paragraph's place (a table may not sit inside a <p>).
  const unwrapped = template.body.replace(
    /<p>\s*\{\{\s*([A-Za-z]+)\s*\}\}\s*<\/p>/g,
    (whole, name: string) => (typeof values[name] === 'object' ? `{{${name}}}` : whole),
  );
  return {
    subject: fill(template.subject, asText).replace(/\s+/g, ' ').trim(),
    html: fill(unwrapped, asHtml),
    text: fill(htmlToText(template.body), asText)
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}
