/**
 * /admin/tenant-settings (admin §2.3, SystemSettingsTenantSettings): the one screen where an agency runs
 * its site's identity and defaults. Names, logos with their alt text, colours (their contrast checked
 * as they are typed, and refused by the API below WCAG AA), links, support details and the policies
 * text as the public site shows them on its next page load; the agency's time zone and fiscal year
 * start. The booking window a park without rules of its own follows is the agency's business rule rows:
 * the screen links to them and, for staff who may read business rules, shows the values in effect today.
 * One Save over the version read; the history below.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminTenantSettings, TenantSettingsRequest } from '#contract/tenant-settings';
import type { RuleName } from '#domain/business-rules/rows';
import { todayIn } from '#domain/dates';
import {
  MIN_TEXT_CONTRAST,
  MONTH_NAMES,
  PAGE_BACKGROUND,
  contrastRatio,
  fiscalStartProblem,
  fiscalYearOf,
  isSiteLink,
  isTimeZoneName,
  normaliseColour,
  timeZoneChoices,
} from '#domain/tenant-settings';
import { SelectField, TextAreaField, TextField } from '#web/components/form/fields.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { useRuleRows } from '#web/lib/business-rules/business-rule-calls.ts';
import { formatDate, formatDateTime, formatPhone } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import {
  useSaveTenantSettings,
  useTenantSettings,
  useTenantSettingsHistory,
} from '#web/lib/tenant-settings/tenant-settings-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox, Loaded, SaveErrorSummary, Saved, binder, fieldErrors } from '../park-ops/controls.tsx';
import '../park-ops/park-ops.css';
import './tenant-settings.css';

const PREFIX = 'ts';

type NamedLink = { name: string; description: string; url: string };

/** The form's state: every value as typed (numbers as text), the link lists as rows. */
type Form = Omit<
  AdminTenantSettings,
  | 'tenantId'
  | 'fiscalYearStartDate'
  | 'dateLastModified'
  | 'lastModifiedBy'
  | 'fiscalYearStartMonth'
  | 'fiscalYearStartDay'
> & {
  fiscalYearStartMonth: string;
  fiscalYearStartDay: string;
};

function formOf(s: AdminTenantSettings): Form {
  const {
    tenantId: _tenantId,
    fiscalYearStartDate: _fiscalYearStartDate,
    dateLastModified: _dateLastModified,
    lastModifiedBy: _lastModifiedBy,
    ...values
  } = s;
  return {
    ...values,
    supportPhone: formatPhone(s.supportPhone),
    fiscalYearStartMonth: String(s.fiscalYearStartMonth),
    fiscalYearStartDay: String(s.fiscalYearStartDay),
  };
}

/** The sections in the page's order: the quick links at the top jump to them. */
const SECTIONS = [
  ['names', 'Names'],
  ['logos', 'Logos'],
  ['colours', 'Colours'],
  ['links', 'Links'],
  ['support', 'Support'],
  ['policy-text', 'Policies Text'],
  ['defaults', 'Agency Defaults'],
  ['history', 'History'],
] as const;

export function TenantSettingsPage() {
  usePageTitle('Admin', 'Tenant Settings');
  const settings = useTenantSettings();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="page ops-page ts-page">
      <Loaded read={settings} what="the settings" page>
        {(s) => <SettingsForm key={s.dateLastModified} settings={s} saved={saved} onSaved={setSaved} />}
      </Loaded>
      <SettingsHistory />
    </div>
  );
}

function SettingsForm({
  settings,
  saved,
  onSaved,
}: {
  settings: AdminTenantSettings;
  saved: string | null;
  onSaved: (text: string | null) => void;
}) {
  const { tenant } = useTenant();
  const save = useSaveTenantSettings();
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const errors = fieldErrors(save.error);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    onSaved(null);
    setForm((f) => ({ ...f, [k]: v }));
  };
  const bind = binder(PREFIX, form, set, errors);
  const changed = JSON.stringify(form) !== JSON.stringify(formOf(settings));

  function submit(e: FormEvent) {
    e.preventDefault();
    onSaved(null);
    const body: TenantSettingsRequest = { ...form, dateLastModified: settings.dateLastModified };
    // The settings read again after a save remount this form, so the message lives in the page; the
    // promise settles even then (a mutate callback would not run once the form is gone). A failure is
    // shown from the mutation's state.
    save.mutateAsync(body).then(
      () => onSaved('Settings saved. The public site shows them from its next page load.'),
      () => undefined,
    );
  }

  const fieldOrder = [
    ...Object.keys(form).flatMap((k) =>
      k === 'policies' || k === 'externalLinks'
        ? form[k].flatMap((_, i) => ['name', 'url', 'description'].map((f) => `${k}.${i}.${f}`))
        : [k],
    ),
  ];

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ts-title">
      <div className="ops-head">
        <h1 id="ts-title">Tenant Settings</h1>
        <a className="button" href="/" target="_blank" rel="noopener noreferrer">
          Open the Public Site
        </a>
      </div>
      <p className="ops-muted ts-version">
        {settings.dateLastModified
          ? `Last saved by ${settings.lastModifiedBy}, ${formatDateTime(settings.dateLastModified)}.`
          : 'Not changed here yet: these are the settings the agency was deployed with.'}
      </p>
      <nav className="ts-jump" aria-label="Sections">
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#ts-${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <SaveErrorSummary save={save} prefix={PREFIX} fields={fieldOrder} />

      <Section id="names" title="Names">
        <div className="ops-form">
          <TextField label="Agency Name (long)" required {...bind('name')} />
          <TextField label="Short Name (header bar)" required {...bind('siteName')} />
          <TextField label="Site Title (browser tab)" required {...bind('siteTitle')} />
          <TextField label="Department Name" required {...bind('departmentName')} />
          <TextField label="Tagline" fieldClassName="ops-field--wide" {...bind('tagline')} />
          <TextAreaField
            label="Description"
            fieldClassName="ops-field--wide"
            rows={2}
            {...bind('description')}
          />
        </div>
      </Section>

      <Section id="logos" title="Logos">
        <p className="ops-muted">
          An https address or a path on this site (such as /tenants/co/website-logo.svg). Alt text is what a
          screen reader says for the logo; left blank, the site names it.
        </p>
        <div className="ts-logos">
          <LogoFields
            label="State Logo"
            url={bind('stateLogoUrl')}
            alt={bind('stateLogoAlt')}
            fallbackAlt={`State of ${tenant.stateName}`}
          />
          <LogoFields
            label="Site Logo"
            url={bind('websiteLogoUrl')}
            alt={bind('websiteLogoAlt')}
            fallbackAlt={`${form.siteName} home`}
          />
          <LogoFields
            label="Department Logo"
            url={bind('departmentLogoUrl')}
            alt={bind('departmentLogoAlt')}
            fallbackAlt={`${form.departmentName} website`}
          />
        </div>
      </Section>

      <Section id="colours" title="Colours">
        <div className="ts-colours">
          <div className="ops-form">
            <ColourField
              label="Primary Colour"
              field={bind('primaryColor')}
              onPick={(v) => set('primaryColor', v)}
            />
            <ColourField
              label="Text Colour"
              field={bind('primaryTextColor')}
              onPick={(v) => set('primaryTextColor', v)}
            />
            <ColourField
              label="Accent Colour"
              field={bind('accentColor')}
              onPick={(v) => set('accentColor', v)}
            />
          </div>
          <ThemePreview form={form} />
        </div>
      </Section>

      <Section id="links" title="Links">
        <div className="ops-form">
          <TextField label="Home Page" required {...bind('departmentWebsiteUrl')} />
          <TextField label="Help Page" {...bind('customerOnlineHelpUrl')} />
          <TextField label="Facebook" {...bind('facebookUrl')} />
          <TextField label="Instagram" {...bind('instagramUrl')} />
          <TextField label="X (Twitter)" {...bind('twitterUrl')} />
          <TextField label="Pinterest" {...bind('pinterestUrl')} />
        </div>
        <LinkList
          field="policies"
          title="Policy Links (terms, privacy, accessibility…)"
          noun="Policy Link"
          links={form.policies}
          errors={errors}
          onChange={(links) => set('policies', links)}
        />
        <LinkList
          field="externalLinks"
          title="Useful Links"
          noun="Useful Link"
          links={form.externalLinks}
          errors={errors}
          onChange={(links) => set('externalLinks', links)}
        />
      </Section>

      <Section id="support" title="Support">
        <div className="ops-form">
          <TextField label="Support Phone" required type="tel" {...bind('supportPhone')} />
          <TextField label="Support Email" required type="email" {...bind('supportEmail')} />
          <TextField
            label="Support Hours"
            placeholder="e.g. Mon–Fri 8 am–5 pm Mountain Time"
            {...bind('supportHours')}
          />
          <TextField label="Support Website" {...bind('supportUrl')} />
          <TextField label="Address" {...bind('supportAddress1')} />
          <TextField label="Address Line 2" {...bind('supportAddress2')} />
          <TextField label="City" {...bind('supportCity')} />
          <TextField label="State" maxLength={2} {...bind('supportState')} />
          <TextField label="Zip Code" inputMode="numeric" {...bind('supportZip')} />
        </div>
      </Section>

      <Section id="policy-text" title="Policies Text">
        <div className="ops-form">
          <TextAreaField
            fieldClassName="ops-field--wide"
            label="Policies (rich text, HTML)"
            rows={6}
            {...bind('policyText')}
          />
          <div className="form-field ops-field--wide">
            <span className="form-field__label">As visitors will see it</span>
            <SafeHtml className="ops-preview" html={form.policyText || '<p>…</p>'} />
          </div>
        </div>
      </Section>

      <Section id="defaults" title="Agency Defaults">
        <AgencyDefaults form={form} bind={bind} set={set} errors={errors} />
      </Section>

      <div className="ts-actions">
        <ErrorBox error={save.error} summarised />
        <Saved text={saved} />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </button>
          <button
            type="button"
            className="button"
            disabled={!changed || save.isPending}
            onClick={() => {
              save.reset();
              setForm(formOf(settings));
            }}
          >
            Discard Changes
          </button>
          {changed && <span className="ops-muted">Unsaved changes</span>}
        </div>
      </div>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ts-section" id={`ts-${id}`} aria-labelledby={`ts-${id}-title`}>
      <h2 id={`ts-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

type Bound = ReturnType<ReturnType<typeof binder<Form>>>;

function LogoFields({
  label,
  url,
  alt,
  fallbackAlt,
}: {
  label: string;
  url: Bound;
  alt: Bound;
  fallbackAlt: string;
}) {
  const shown = url.value.trim() && isSiteLink(url.value) ? url.value.trim() : null;
  return (
    <fieldset className="ops-panel ts-logo">
      <legend>{label}</legend>
      <div className="ts-logo__preview">
        {shown ? (
          <img src={shown} alt={alt.value.trim() || fallbackAlt} />
        ) : (
          <span className="ops-muted">No logo</span>
        )}
      </div>
      <TextField label={`${label} Address`} {...url} />
      <TextField label={`${label} Alt Text`} placeholder={fallbackAlt} {...alt} />
    </fieldset>
  );
}

function ColourField({
  label,
  field,
  onPick,
}: {
  label: string;
  field: Bound;
  onPick: (value: string) => void;
}) {
  const colour = normaliseColour(field.value);
  return (
    <div className="ts-colour">
      <TextField label={label} required placeholder="#rrggbb" spellCheck={false} {...field} />
      <input
        type="color"
        className="ts-colour__picker"
        aria-label={`Pick the ${label.toLowerCase()}`}
        value={colour ?? '#000000'}
        onChange={(e) => onPick(e.target.value)}
      />
    </div>
  );
}

/** Contrast as WCAG reads it, rounded down so a shown 4.5 never hides a failing 4.49. */
function Contrast({ label, a, b }: { label: string; a: string | undefined; b: string | undefined }) {
  if (!a || !b) return null;
  const ratio = contrastRatio(a, b);
  const ok = ratio >= MIN_TEXT_CONTRAST;
  return (
    <li className={ok ? 'ts-contrast--ok' : 'ts-contrast--bad'}>
      {label}: {(Math.floor(ratio * 10) / 10).toFixed(1)}:1 —{' '}
      {ok ? 'passes WCAG AA' : `fails WCAG AA (needs ${MIN_TEXT_CONTRAST}:1)`}
    </li>
  );
}

/**
 * The header bar and a link as the site will draw them, and their contrast. A colour pair that fails
 * is described, not drawn: the screen itself stays readable.
 */
function ThemePreview({ form }: { form: Form }) {
  const primary = normaliseColour(form.primaryColor);
  const text = normaliseColour(form.primaryTextColor);
  const accent = normaliseColour(form.accentColor);
  const barReadable = primary && text && contrastRatio(text, primary) >= MIN_TEXT_CONTRAST;
  const linkReadable = primary && contrastRatio(primary, PAGE_BACKGROUND) >= MIN_TEXT_CONTRAST;
  return (
    <div className="ts-preview">
      <p className="form-field__label">Preview</p>
      {barReadable ? (
        <div className="ts-preview__bar" style={{ background: primary, color: text, borderColor: accent }}>
          <strong>{form.siteName || 'Site name'}</strong>
          <span>{form.tagline}</span>
        </div>
      ) : (
        <p className="ts-preview__none">
          The header bar is drawn once its text is readable on the primary colour.
        </p>
      )}
      {linkReadable && (
        <p className="ts-preview__page">
          <span style={{ color: primary }}>A link or heading on the page</span>
        </p>
      )}
      <ul className="ts-contrast" aria-live="polite">
        <Contrast label="Text on the primary colour" a={text} b={primary} />
        <Contrast label="Primary colour on white" a={primary} b={PAGE_BACKGROUND} />
      </ul>
    </div>
  );
}

function LinkList({
  field,
  title,
  noun,
  links,
  errors,
  onChange,
}: {
  field: 'policies' | 'externalLinks';
  title: string;
  noun: string;
  links: NamedLink[];
  errors: ReturnType<typeof fieldErrors>;
  onChange: (links: NamedLink[]) => void;
}) {
  const setAt = (i: number, k: keyof NamedLink, v: string) =>
    onChange(links.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
  const move = (i: number, by: number) => {
    const next = [...links];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset className="ops-panel">
      <legend>{title}</legend>
      {links.length === 0 && <p className="ops-muted">None: the footer leaves this list out.</p>}
      <div className="ts-links">
        {links.map((link, i) => {
          const id = (k: string) => `${PREFIX}-${field}.${i}.${k}`;
          return (
            <div className="ts-links__row" key={i}>
              <TextField
                id={id('name')}
                label={`${noun} ${i + 1} Name`}
                value={link.name}
                error={errors[`${field}.${i}.name`]}
                onChange={(e) => setAt(i, 'name', e.target.value)}
              />
              <TextField
                id={id('url')}
                label={`${noun} ${i + 1} Address`}
                value={link.url}
                error={errors[`${field}.${i}.url`]}
                onChange={(e) => setAt(i, 'url', e.target.value)}
              />
              <TextField
                id={id('description')}
                label={`${noun} ${i + 1} Description`}
                value={link.description}
                error={errors[`${field}.${i}.description`]}
                onChange={(e) => setAt(i, 'description', e.target.value)}
              />
              <div className="ts-links__buttons">
                <button
                  type="button"
                  className="button"
                  disabled={i === 0}
                  aria-label={`Move ${noun.toLowerCase()} ${i + 1} up`}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={i === links.length - 1}
                  aria-label={`Move ${noun.toLowerCase()} ${i + 1} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
                  onClick={() => onChange(links.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="button"
        disabled={links.length >= 12}
        onClick={() => onChange([...links, { name: '', description: '', url: '' }])}
      >
        Add {noun}
      </button>
    </fieldset>
  );
}

function AgencyDefaults({
  form,
  bind,
  set,
  errors,
}: {
  form: Form;
  bind: ReturnType<typeof binder<Form>>;
  set: <K extends keyof Form>(k: K, v: Form[K]) => void;
  errors: ReturnType<typeof fieldErrors>;
}) {
  const start = { month: Number(form.fiscalYearStartMonth), day: Number(form.fiscalYearStartDay) };
  const startOk = Number.isInteger(start.day) && !fiscalStartProblem(start);
  const today = isTimeZoneName(form.timezone) ? todayIn(form.timezone, new Date()) : null;
  const year = startOk && today ? fiscalYearOf(today, start) : null;
  return (
    <>
      <div className="ops-form">
        <SelectField
          label="Time Zone"
          {...bind('timezone')}
          options={timeZoneChoices(form.timezone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
        />
        <SelectField
          id={`${PREFIX}-fiscalYearStartMonth`}
          label="Fiscal Year Start Month"
          value={form.fiscalYearStartMonth}
          error={errors.fiscalYearStartMonth}
          onChange={(e) => set('fiscalYearStartMonth', e.target.value)}
          options={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
        />
        <TextField label="Fiscal Year Start Day" inputMode="numeric" {...bind('fiscalYearStartDay')} />
      </div>
      <p className="ops-muted" aria-live="polite">
        {year
          ? `Fiscal year in progress: ${year.name}, ${formatDate(year.from)} to ${formatDate(year.to)}. The time zone is the agency's "today" and the one a new park starts with.`
          : 'Choose a day that exists in the month.'}
      </p>
      <BookingWindow />
    </>
  );
}

/** The agency's business rules a park without rules of its own follows, with their screens. */
const WINDOW_RULES: readonly { rule: RuleName; slug: string; label: string; unit: [string, string] }[] = [
  {
    rule: 'minimumArrivalDate',
    slug: 'minimum-arrival-date',
    label: 'Minimum arrival date',
    unit: ['day ahead', 'days ahead'],
  },
  {
    rule: 'maximumArrivalDate',
    slug: 'maximum-arrival-date',
    label: 'Maximum arrival date',
    unit: ['day ahead', 'days ahead'],
  },
  { rule: 'maximumStay', slug: 'maximum-stay', label: 'Maximum stay', unit: ['night', 'nights'] },
];

/**
 * Where the booking window is set: the agency's rows of three business rules. Staff who may read
 * business rules see the agency's values in effect today; others see the links.
 */
function BookingWindow() {
  const mayRead = useAuth().can('SystemSettingsBusinessRules');
  return (
    <>
      <h3 className="ts-subhead">Booking window</h3>
      <p className="ops-muted">
        A park without rules of its own follows the agency's minimum and maximum arrival days and maximum
        stay, set under Business Rules.
      </p>
      <ul className="ts-window">
        {WINDOW_RULES.map((r) => (
          <li key={r.rule}>
            <Link to={`/admin/brm/${r.slug}`}>{r.label}</Link>
            {mayRead && <AgencyValue rule={r.rule} unit={r.unit} />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The value of the agency's row of a rule in effect today (nothing while loading or if unreadable). */
function AgencyValue({ rule, unit }: { rule: RuleName; unit: [string, string] }) {
  const rows = useRuleRows(rule, {});
  if (!rows.data) return null;
  const row = rows.data.rows.find(
    (r) => r.locationId === null && r.productId === null && r.status === 'In effect',
  );
  return <>: {row ? `${row.value} ${row.value === 1 ? unit[0] : unit[1]}` : 'no agency row in effect'}</>;
}

function SettingsHistory() {
  const history = useTenantSettingsHistory();
  return (
    <section className="ts-section" id="ts-history" aria-labelledby="ts-history-title">
      <h2 id="ts-history-title">History</h2>
      <Loaded read={history} what="the history">
        {(rows) => (
          <HistoryTable rows={rows.map(activityRow)} caption="Changes to the settings, newest first" />
        )}
      </Loaded>
    </section>
  );
}
