/**
 * The subject and rich-text body of a communication template, with the type's placeholders one click
 * from the field last used, a few formatting buttons, and a live preview rendered with sample data
 * (sanitised, as any server HTML is shown) beside the plain-text part the same template gives.
 */
import { useMemo, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { TEMPLATE_CATALOGUE, type TemplateType } from '#domain/templates/catalogue';
import { renderTemplate, templateProblems } from '#domain/templates/render';
import { sampleValues } from '#domain/templates/values';
import { TextAreaField, TextField } from '#web/components/form/fields.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';

export interface TemplateDraft {
  subject: string;
  body: string;
}

type Target = 'subject' | 'body';

/** Formatting the body's selection: the tags put around it. */
const FORMATS = [
  { label: 'Bold', before: '<strong>', after: '</strong>' },
  { label: 'Italic', before: '<em>', after: '</em>' },
  { label: 'Heading', before: '<h2>', after: '</h2>' },
  { label: 'Paragraph', before: '<p>', after: '</p>' },
  { label: 'List', before: '<ul>\n<li>', after: '</li>\n</ul>' },
  { label: 'Link', before: '<a href="https://">', after: '</a>' },
] as const;

export function TemplateEditor({
  type,
  parkName,
  draft,
  onChange,
  errors,
}: {
  type: TemplateType;
  /** The park whose mails it is (the preview's sample park); undefined: the agency's. */
  parkName: string | undefined;
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  errors: Record<string, FieldError>;
}) {
  const { tenant } = useTenant();
  const info = TEMPLATE_CATALOGUE[type];
  const [target, setTarget] = useState<Target>('body');
  const [inserted, setInserted] = useState('');

  /** Puts text at the cursor of the field (around its selection when `after` is given), then refocuses it. */
  function insert(into: Target, before: string, after = '') {
    const el = document.getElementById(`tpl-${into}`) as HTMLInputElement | HTMLTextAreaElement | null;
    const value = draft[into];
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end);
    onChange({ ...draft, [into]: next });
    // The cursor after the inserted text, inside the tags when formatting.
    const cursor = start + before.length + (end - start);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  }

  const preview = useMemo(() => {
    const problems = Object.values(templateProblems(type, draft)).flat();
    if (problems.length) return { problems };
    try {
      return {
        mail: renderTemplate(type, draft, sampleValues(type, tenant.siteTitle, parkName)),
      };
    } catch (err) {
      return { problems: [(err as Error).message] };
    }
  }, [type, draft, tenant.siteTitle, parkName]);

  return (
    <div className="tpl-editor">
      <div className="tpl-fields">
        <TextField
          id="tpl-subject"
          label="Subject"
          required
          value={draft.subject}
          error={errors.subject}
          onFocus={() => setTarget('subject')}
          onChange={(e) => onChange({ ...draft, subject: e.target.value })}
        />
        <div className="tpl-toolbar" role="group" aria-label="Format the body">
          {FORMATS.map((f) => (
            <button
              key={f.label}
              type="button"
              className="button"
              onClick={() => insert('body', f.before, f.after)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <TextAreaField
          id="tpl-body"
          label="Body (rich text, HTML)"
          required
          rows={18}
          value={draft.body}
          error={errors.body}
          hint="The placeholders listed beside are filled in for each mail; the plain-text part is made from the same body."
          onFocus={() => setTarget('body')}
          onChange={(e) => onChange({ ...draft, body: e.target.value })}
        />
      </div>
      <aside className="tpl-placeholders" aria-labelledby="tpl-placeholders-title">
        <h2 id="tpl-placeholders-title">Placeholders</h2>
        <p className="tpl-muted">
          Inserted into the {target === 'subject' ? 'subject' : 'body'} at the cursor. Tables and lists go in
          the body only.
        </p>
        <ul>
          {info.placeholders.map((p) => {
            const into: Target = p.kind === 'block' ? 'body' : target;
            return (
              <li key={p.name}>
                <button
                  type="button"
                  className="tpl-chip"
                  aria-label={`Insert {{${p.name}}}: ${p.label}`}
                  onClick={() => {
                    insert(into, `{{${p.name}}}`);
                    setInserted(`{{${p.name}}} inserted into the ${into}.`);
                  }}
                >
                  <code>{`{{${p.name}}}`}</code>
                </button>{' '}
                <span className="tpl-muted">{p.label}</span>
              </li>
            );
          })}
        </ul>
        <p role="status" className="visually-hidden">
          {inserted}
        </p>
      </aside>
      <section className="tpl-preview" aria-labelledby="tpl-preview-title">
        <h2 id="tpl-preview-title">Preview with sample data</h2>
        {preview.mail ? (
          <>
            <p className="tpl-preview__subject">
              <span className="tpl-muted">Subject:</span> {preview.mail.subject}
            </p>
            <SafeHtml className="tpl-preview__html" html={preview.mail.html} />
            <details className="tpl-preview__text">
              <summary>Plain-text part</summary>
              <pre>{preview.mail.text}</pre>
            </details>
          </>
        ) : (
          <div className="tpl-preview__problems" role="status">
            <p>The preview shows once these are fixed:</p>
            <ul>
              {preview.problems?.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
