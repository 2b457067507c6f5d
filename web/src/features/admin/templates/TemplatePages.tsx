/**
 * /admin/communication-template-management, -add and -modify/{id} (admin §2.3,
 * SystemSettingsCommunicationTemplates): every mail the product sends with the template in use (the
 * agency's, a park's own, or the built-in default), and the editor with placeholders and a live preview.
 * The agency's templates need an agency-wide role; a park's own, the permission at that park.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminTemplate } from '#contract/templates';
import {
  TEMPLATE_CATALOGUE,
  TEMPLATE_TYPES,
  type TemplateType,
  isTemplateType,
  parseTemplateId,
} from '#domain/templates/catalogue';
import { SelectField } from '#web/components/form/fields.tsx';
import { YesNoModal } from '#web/components/YesNoModal.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkRows } from '#web/lib/park-ops/park-ops-calls.ts';
import {
  templatePath,
  useTemplate,
  useTemplateHistory,
  useTemplateRows,
  useTemplateWrite,
} from '#web/lib/templates/template-calls.ts';
import { sanitizeHtml } from '#web/components/SafeHtml.tsx';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox, Loaded, SaveErrorSummary, Saved, fieldErrors } from '../park-ops/controls.tsx';
import { BackLink, Results, parkChoices, useUrlFilters } from '../park-ops/shared.tsx';
import { TemplateEditor, type TemplateDraft } from './TemplateEditor.tsx';
import '../park-ops/park-ops.css';
import './templates.css';

const PERMISSION = 'SystemSettingsCommunicationTemplates';

export const templatePaths = {
  list: '/admin/communication-template-management',
  add: (type?: TemplateType, locationId?: number) => {
    const q = new URLSearchParams({
      ...(type ? { type } : {}),
      ...(locationId ? { locationId: String(locationId) } : {}),
    }).toString();
    return `/admin/communication-template-add${q ? `?${q}` : ''}`;
  },
  modify: (id: string) => `/admin/communication-template-modify/${encodeURIComponent(id)}`,
};

/** May the user change the templates of a park (null: the agency's, which need an agency-wide role)? */
function useMayWrite() {
  const auth = useAuth();
  // No user is assigned park 0: only agency-wide roles pass the park check for it.
  return (locationId: number | null) => auth.canAtLocations(PERMISSION, [locationId ?? 0]);
}

const PARK_SCOPED = TEMPLATE_TYPES.filter((t) => TEMPLATE_CATALOGUE[t].parkScoped);

function StatusBadge({ customised, park }: { customised: boolean; park: boolean }) {
  const text = !customised ? 'Default' : park ? 'Park’s own' : 'Customised';
  return <span className={`ops-badge${customised ? ' ops-badge--on' : ''}`}>{text}</span>;
}

export function TemplateListPage() {
  usePageTitle('Admin', 'Communication Templates');
  const { url, query, set } = useUrlFilters();
  const parks = useParkRows({});
  const rows = useTemplateRows(query);
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Communication Templates</h1>
        <Link className="button button--primary" to={templatePaths.add()}>
          Add Park Template
        </Link>
      </div>
      <p className="tpl-muted">
        A reservation’s mail uses its park’s own template, else the agency’s, else the built-in default.
      </p>
      <div className="ops-filters" role="search" aria-label="Templates">
        <SelectField
          id="tpl-filter-type"
          label="Mail"
          value={url.get('type') ?? ''}
          onChange={(e) => set('type', e.target.value)}
          placeholder="Every mail"
          options={TEMPLATE_TYPES.map((t) => ({ value: t, label: TEMPLATE_CATALOGUE[t].name }))}
        />
        <SelectField
          id="tpl-filter-park"
          label="Park"
          value={url.get('locationId') ?? ''}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="Agency’s and every park’s"
          options={[{ value: '0', label: 'Agency’s only' }, ...parkChoices(parks.data ?? [])]}
        />
      </div>
      <Results
        read={rows}
        noun="template"
        columns={['Mail', 'Where', 'Subject', 'Status', 'Last changed']}
        row={(t) => (
          <tr key={t.id}>
            <td>
              <Link to={templatePaths.modify(t.id)}>{t.typeName}</Link>
            </td>
            <td>{t.locationName}</td>
            <td className="wrap">
              <code className="tpl-subject">{t.subject}</code>
            </td>
            <td className="nowrap">
              <StatusBadge customised={t.customised} park={t.locationId !== null} />
            </td>
            <td className="nowrap">
              {t.dateLastModified ? (
                <>
                  {formatDateTime(t.dateLastModified)}
                  <span className="ops-muted"> by {t.lastModifiedBy}</span>
                </>
              ) : (
                '—'
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}

/** Adding a park's own template: the mail type and park, starting from what that park sends now. */
export function TemplateAddPage() {
  usePageTitle('Admin', 'Add Communication Template');
  const [url] = useSearchParams();
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const parks = useParkRows({});
  const save = useTemplateWrite();
  const initialType = url.get('type') ?? '';
  const [type, setType] = useState<TemplateType>(
    isTemplateType(initialType) && TEMPLATE_CATALOGUE[initialType].parkScoped
      ? initialType
      : 'reservation-confirmation',
  );
  const [locationId, setLocationId] = useState(url.get('locationId') ?? '');
  const agency = useTemplate(type);
  // Until the person edits, the draft is the agency's template of the chosen mail.
  const [edited, setEdited] = useState<TemplateDraft | null>(null);
  const draft = edited ?? (agency.data ? { subject: agency.data.subject, body: agency.data.body } : null);
  const writable = (parks.data ?? []).filter((p) => mayWrite(p.id));
  const park = writable.find((p) => String(p.id) === locationId);
  const errors = fieldErrors(save.error);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    save.mutate(
      {
        method: 'POST',
        path: 'admin/AdminCommunicationTemplate',
        body: {
          type,
          locationId: locationId === '' ? null : Number(locationId),
          subject: draft.subject,
          body: sanitizeHtml(draft.body),
        },
      },
      { onSuccess: (t) => navigate(templatePaths.modify(t.id)) },
    );
  }

  return (
    <div className="page ops-page">
      <BackLink to={templatePaths.list}>Communication Templates</BackLink>
      <h1>Add Park Template</h1>
      <p className="tpl-muted">
        A park’s own template is used for that park’s reservations (its check-in instructions, its contacts);
        it starts as the agency’s template of the mail.
      </p>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary save={save} prefix="tpl" fields={['type', 'locationId', 'subject', 'body']} />
        <div className="ops-form">
          <SelectField
            id="tpl-type"
            label="Mail"
            required
            value={type}
            error={errors.type}
            onChange={(e) => setType(e.target.value as TemplateType)}
            options={PARK_SCOPED.map((t) => ({ value: t, label: TEMPLATE_CATALOGUE[t].name }))}
          />
          <SelectField
            id="tpl-locationId"
            label="Park"
            required
            value={locationId}
            error={errors.locationId}
            onChange={(e) => setLocationId(e.target.value)}
            placeholder="Choose a park"
            options={parkChoices(writable)}
          />
        </div>
        <Loaded read={agency} what="the agency’s template">
          {() =>
            draft && (
              <TemplateEditor
                type={type}
                parkName={park?.longName}
                draft={draft}
                onChange={setEdited}
                errors={errors}
              />
            )
          }
        </Loaded>
        <ErrorBox error={save.error} summarised />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending || !draft}>
            Add Template
          </button>
          <Link className="button" to={templatePaths.list}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}

export function TemplateModifyPage() {
  usePageTitle('Admin', 'Edit Communication Template');
  const { id = '' } = useParams();
  const template = useTemplate(parseTemplateId(id) ? id : null);
  if (!parseTemplateId(id))
    return (
      <div className="page ops-page">
        <p role="alert" className="ops-error">
          There is no communication template {id}.
        </p>
      </div>
    );
  // The form is keyed by the template alone: after a save it keeps what was typed and its message.
  return (
    <Loaded read={template} what="the template" page>
      {(t) => <TemplateForm key={t.id} template={t} />}
    </Loaded>
  );
}

function TemplateForm({ template }: { template: AdminTemplate }) {
  const navigate = useNavigate();
  const mayWrite = useMayWrite()(template.locationId);
  const save = useTemplateWrite();
  const reset = useTemplateWrite();
  const [draft, setDraft] = useState<TemplateDraft>({ subject: template.subject, body: template.body });
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const errors = fieldErrors(save.error);
  const park = template.locationId !== null;
  const changed = draft.subject !== template.subject || draft.body !== template.body;

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    save.mutate(
      {
        method: 'PUT',
        path: templatePath(template.id),
        body: {
          subject: draft.subject,
          body: sanitizeHtml(draft.body),
          dateLastModified: template.dateLastModified,
        },
      },
      { onSuccess: () => setSaved('Template saved. The next mail of this kind is sent from it.') },
    );
  }

  return (
    <div className="page ops-page">
      <BackLink to={templatePaths.list}>Communication Templates</BackLink>
      <h1>
        {template.typeName} <span className="ops-muted">— {template.locationName}</span>
      </h1>
      <p className="tpl-muted">
        <StatusBadge customised={template.customised} park={park} />{' '}
        {TEMPLATE_CATALOGUE[template.type].description}{' '}
        {template.customised
          ? `Last changed ${formatDateTime(template.dateLastModified)} by ${template.lastModifiedBy}.`
          : 'This is the built-in default: saving a change customises it for the agency.'}
      </p>
      {!mayWrite && (
        <p className="ops-error" role="note">
          You can read this template but not change it:{' '}
          {park ? 'you do not have this park.' : 'the agency’s templates need an agency-wide role.'}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary save={save} prefix="tpl" fields={['subject', 'body']} />
        <TemplateEditor
          type={template.type}
          parkName={park ? template.locationName : undefined}
          draft={draft}
          onChange={setDraft}
          errors={errors}
        />
        <ErrorBox error={save.error ?? reset.error} summarised />
        <Saved text={saved} />
        <div className="ops-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || !mayWrite || !changed}
          >
            Save Template
          </button>
          {template.customised && mayWrite && (
            <button
              type="button"
              className="button button--danger"
              disabled={reset.isPending}
              onClick={() => setConfirmReset(true)}
            >
              {park ? 'Remove Park’s Template' : 'Reset to Default'}
            </button>
          )}
        </div>
      </form>
      {template.customised && (
        <YesNoModal
          open={confirmReset}
          title={park ? 'Remove Park’s Template' : 'Reset to Default'}
          onAnswer={(yes) => {
            setConfirmReset(false);
            if (!yes) return;
            reset.mutate(
              {
                method: 'DELETE',
                path: templatePath(template.id),
                query: { dateLastModified: template.dateLastModified },
              },
              {
                onSuccess: (now) => {
                  if (park) return navigate(templatePaths.list);
                  setDraft({ subject: now.subject, body: now.body });
                  setSaved('Template reset to the default.');
                },
              },
            );
          }}
        >
          <p>
            {park
              ? `Remove ${template.locationName}’s own ${template.typeName} template? Its mails use the agency’s template again; the history is kept.`
              : `Reset the agency’s ${template.typeName} template to the built-in default? The history is kept.`}
          </p>
        </YesNoModal>
      )}
      <TemplateHistory id={template.id} />
    </div>
  );
}

function TemplateHistory({ id }: { id: string }) {
  const history = useTemplateHistory(id);
  return (
    <section className="ops-section" aria-labelledby="tpl-history">
      <h2 id="tpl-history">History</h2>
      <Loaded read={history} what="the history">
        {(entries) => <HistoryTable rows={entries.map(activityRow)} caption="Changes, newest first" />}
      </Loaded>
    </section>
  );
}
